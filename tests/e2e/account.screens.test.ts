import type { Browser, Page } from 'playwright-core';
import { ORDER_CUTOFF_SECONDS } from '../../contract/trade';
import type { RunningServer } from '../../server/start';
import { launchBrowser, newPhonePage, openScreen } from './support/browser';
import { serverClock, startTestServer } from './support/server';
import { loginViaApi, passVerification, registerViaApi } from './support/session';
import { ROUTES } from './a11y.support';
import { shot } from './money.support';

// Every money screen with real data from the server, in each language: rendered, translated, looked at.
let server: RunningServer;
const clock = serverClock();
let browser: Browser;
let page: Page;
let errors: string[];
let token = '';
/** The key of each record made below: its detail screen's address. */
const keys: Record<string, string> = {};

async function api<T = { id: number; key: string }>(call: string, body: object, idempotent = false): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', token };
  if (idempotent) headers['Idempotency-Key'] = crypto.randomUUID();
  const response = await fetch(`${server.url}/api/${call}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${call}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A member with a trade password, cards, a wallet, a deposit, a pending withdrawal, an order and a term deposit. */
async function memberWithHistory(): Promise<void> {
  const credentials = await registerViaApi(server.url);
  token = await loginViaApi(page, server.url, credentials);
  await api('addTradePassword', { password: credentials.password, tradePassword: '246810' });
  const card = await api('addCard', {
    kind: 'bank',
    bankName: '中國銀行',
    holder: '李小華',
    number: '6217000012348888',
    // with the trade password: it receives the withdrawal below at once (no cooling-off)
    tradePassword: '246810',
  });
  await api('addCard', {
    kind: 'hkbank',
    bankName: '恒生銀行',
    holder: '李小華',
    number: '024123456789',
    branch: '旺角分行',
  });
  await api('addWallet', { chain: 'ERC20', address: `0x${'ab12'.repeat(10)}`, label: '冷錢包' });
  keys.recharge = (await api('recharge', { method: 'hkbankcard', amount: '5000.00', reference: 'HK-778' }, true)).key;
  keys.withdraw = (
    await api('withdraw', { amount: '300.00', to: { type: 'card', id: card.id }, tradePassword: '246810' }, true)
  ).key;
  const [room] = await api<{ id: number }[]>('rooms', {});
  type Room = { period: { issueNo: string; closeAt: string }; serverTime: string };
  // Orders are refused in a period's last seconds: then the server's clock moves on to the next period.
  let now = await api<Room>('room', { id: room!.id });
  const left = Date.parse(now.period.closeAt) - Date.parse(now.serverTime);
  if (left < (ORDER_CUTOFF_SECONDS + 3) * 1000) {
    clock.advance(left + 1000);
    now = await api<Room>('room', { id: room!.id });
  }
  const { period } = now;
  keys.order = (
    await api('order', { roomId: room!.id, issueNo: period.issueNo, direction: 'up', amount: '50.00' }, true)
  ).key;
  const [product] = await api<{ id: number; minAmount: string }[]>('termProducts', {});
  keys.term = (await api('moveIn', { productId: product!.id, amount: product!.minAmount }, true)).key;
  keys.bill = (await api<{ data: { key: string }[] }>('bills', { pageSize: 1 })).data[0]!.key;
}

// Which record each detail screen shows: the one made above.
const DETAIL_OF: Record<string, string> = {
  rechargerecord: 'recharge',
  withdrawrecord: 'withdraw',
  traderecord: 'order',
  terminalrecord: 'term',
  ledgerrecord: 'bill',
};

/** Every /my screen of the route table; a record's detail screen opens that record. */
const screens = () =>
  ROUTES.filter((route) => route.startsWith('/my')).map((route) => {
    const detail = /^\/my\/(\w+)\/detail$/.exec(route);
    return detail ? `${route}?key=${keys[DETAIL_OF[detail[1] ?? ''] ?? '']}` : route;
  });

/** What i18next shows for a key it does not know: "withdraw.method.balance" and the like. */
const RAW_KEY = /\b[a-z][A-Za-z]+\.[a-z][A-Za-z]+(\.[A-Za-z]+)*\b/;

async function show(path: string): Promise<string> {
  await openScreen(page, path);
  return page.locator('main').innerText();
}

async function chooseLanguage(name: string): Promise<void> {
  await openScreen(page, '/my/setting');
  await page.locator('.adm-check-list-item').filter({ hasText: name }).click();
  await page.waitForFunction(
    (lang) => document.documentElement.lang === lang,
    { 繁體中文: 'zh-Hant', 简体中文: 'zh-Hans', English: 'en' }[name],
  );
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ distDir: process.env.E2E_DIST_DIR, clock }),
    launchBrowser(),
  ]);
  ({ page, errors } = await newPhonePage(browser, server.url));
  await passVerification(page);
  await memberWithHistory();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('every money screen at 375×812', () => {
  it.each([
    ['繁體中文', 'zh-Hant'],
    ['简体中文', 'zh-Hans'],
    ['English', 'en'],
  ])('renders in %s with no raw catalog key and no error', async (name, lang) => {
    await chooseLanguage(name);
    for (const path of screens()) {
      const text = await show(path);
      expect(text.match(RAW_KEY)?.[0], `${path} in ${lang}`).toBeUndefined();
      expect(text.trim().length, path).toBeGreaterThan(0);
      const file = `${lang}${path.replace(/\?key=[\w-]+/, '').replaceAll('/', '-')}`;
      if (lang === 'zh-Hant' || ['/my', '/my/withdraw/bankcard', '/my/ledgerrecord', '/my/setting'].includes(path))
        await shot(page, file);
    }
    expect(errors).toEqual([]);
  });

  it('shows the records with the server’s figures and statuses', async () => {
    await chooseLanguage('繁體中文');
    expect(await show('/my/withdrawrecord')).toContain('-300.00');
    expect(await show(`/my/rechargerecord/detail?key=${keys.recharge}`)).toContain('HK-778');
    const trade = await show(`/my/traderecord/detail?key=${keys.order}`);
    expect(trade).toContain('50.00');
    expect(trade).toContain('看漲');
    expect(await show(`/my/terminalrecord/detail?key=${keys.term}`)).toContain('持有中');
    const card = await show('/my/usercenter/paycard/hkcard');
    expect(card).toContain('**** 6789');
    expect(card).not.toContain('024123456789');
  });

  it('adds a Hong Kong bank card on the spot from the withdrawal form, and chooses it', async () => {
    await show('/my/withdraw/hkbankcard');
    await page.getByText('新增香港銀行卡').click();
    const sheet = page.locator('.adm-popup-body');
    await sheet.locator('input[aria-label="銀行名稱"]').fill('東亞銀行');
    await sheet.locator('input[aria-label="持卡人"]').fill('李小華');
    await sheet.locator('input[aria-label="卡號"]').fill('015 123 456 7890');
    await shot(page, 'withdraw-add-card-sheet');
    await sheet.getByRole('button', { name: '儲存銀行卡' }).click();
    const added = page.locator('.adm-check-list-item-active').filter({ hasText: '東亞銀行' });
    await added.waitFor();
    expect(await added.innerText()).toContain('**** 7890');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('.adm-popup')].every(
        (popup) => getComputedStyle(popup).display === 'none',
      ),
    );
    await shot(page, 'withdraw-card-added');
  });

  it('refuses a wrong avatar type with a clear message, then uploads a PNG with a preview', async () => {
    await show('/my/usercenter/baseinfo');
    const chooser = page.locator('input[type="file"]');
    await chooser.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    expect(await page.getByRole('alert').innerText()).toBe('只能上傳 PNG、JPEG 或 WebP 圖片');
    await shot(page, 'avatar-wrong-type');
    // a 1×1 PNG
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    expect(await page.getByAltText('頭像').first().getAttribute('src')).toMatch(/^blob:/);
    await shot(page, 'avatar-preview');
    await page.getByRole('button', { name: '上傳頭像' }).click();
    await page.getByText('頭像已更新').waitFor();
    const info = await api<{ avatar: string }>('userInfo', {});
    expect(info.avatar).not.toBe('');
    await show('/my');
    expect(await page.locator('header').getByAltText('頭像').getAttribute('src')).toContain(info.avatar);
    await shot(page, 'my-with-avatar');
  });
});
