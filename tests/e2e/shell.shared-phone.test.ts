import type { BrowserContext, Page } from 'playwright-core';
import { ORDER_CUTOFF_SECONDS } from '../../contract/trade';
import { newPhonePage, openScreen, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, readAppEntry, registerViaApi, type Credentials } from './support/session';

// Issue 26 §4: member A uses the app, signs out, member B signs in on the same tab. Nothing of A may show
// to B, from B's first render on, even while B's own reads are stalled or the phone is offline.
const env = useServerAndBrowser();
let context: BrowserContext;
let page: Page;

async function api<T = { id: number }>(token: string, call: string, body: object, idempotent = false): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', token };
  if (idempotent) headers['Idempotency-Key'] = crypto.randomUUID();
  const response = await fetch(`${env.server.url}/api/${call}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${call}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** What A's screens show and B's must never: A's card, recharge and order. */
const A_SEES = { card: '甲方專屬銀行', recharge: '4,321.00', order: '37.00' };
const SCREENS = {
  cards: '/my/usercenter/paycard/bankcard',
  recharges: '/my/rechargerecord',
  orders: '/my/traderecord',
} as const;

/** A member with a bank card, a recharge and an order, made through the API. */
async function memberA(token: string): Promise<void> {
  await api(token, 'addCard', { kind: 'bank', bankName: A_SEES.card, holder: '陳甲', number: '6217000012340001' });
  await api(token, 'recharge', { method: 'hkbankcard', amount: '4321.00', reference: 'A-7788' }, true);
  const [room] = await api<{ id: number }[]>(token, 'rooms', {});
  type Room = { period: { issueNo: string; closeAt: string }; serverTime: string };
  // orders are refused in a period's last seconds: then the server's clock moves on to the next period
  let now = await api<Room>(token, 'room', { id: room!.id });
  const left = Date.parse(now.period.closeAt) - Date.parse(now.serverTime);
  if (left < (ORDER_CUTOFF_SECONDS + 3) * 1000) {
    env.clock.advance(left + 1000);
    now = await api<Room>(token, 'room', { id: room!.id });
  }
  const order = { roomId: room!.id, issueNo: now.period.issueNo, direction: 'up', amount: '37.00' };
  await api(token, 'order', order, true);
}

/** Records, from now on and on every change of the page, each of `texts` that the page ever shows. */
async function watchFor(texts: string[]): Promise<void> {
  await page.evaluate((watched) => {
    const seen: string[] = [];
    Object.assign(window, { __seen: seen });
    const check = () => {
      const text = document.body.textContent ?? '';
      for (const one of watched) if (text.includes(one) && !seen.includes(one)) seen.push(one);
    };
    check();
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, texts);
}
const seen = () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);

/**
 * A client-side navigation (as a tap makes; the in-memory cache stays), until the screen shows what it
 * shows while B's read has not come, or else A's data (which the caller's check then names).
 * (navigateInApp waits for the network to go quiet, which a stalled read never does.)
 */
async function openWhileWaiting(path: string, waiting: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
  const main = page.locator('main');
  const shown = Object.values(A_SEES).reduce(
    (either, text) => either.or(main.getByText(text)),
    main.locator(`[aria-label="${waiting}"]`),
  );
  await shown.first().waitFor();
}

let a: Credentials;
/** The read keys of the answers the phone keeps for the next visit (each names its member last). */
const keptKeys = async () => Object.keys(((await readAppEntry(page, 'reads')) ?? {}) as object);

beforeAll(async () => {
  ({ context, page } = await newPhonePage(env.browser, env.server.url));
  await passVerification(page);
  a = await registerViaApi(env.server.url);
  await memberA(await loginViaApi(page, env.server.url, a));
});

describe('a shared phone', () => {
  it('member A sees their own cards, records and orders', async () => {
    const shows: [string, string][] = [
      [SCREENS.cards, A_SEES.card],
      [SCREENS.recharges, A_SEES.recharge],
      [SCREENS.orders, A_SEES.order],
    ];
    for (const [path, shown] of shows) {
      await openScreen(page, path);
      await page.locator('main').getByText(shown).first().waitFor();
    }
    // A's phone keeps the answers of A's first screens for A's next visit
    await openScreen(page, '/trade');
    await expect.poll(() => keptKeys(), { timeout: 10_000 }).toContainEqual(expect.stringContaining('"rooms"'));
  });

  it('signing out leaves nothing of A in storage', async () => {
    await openScreen(page, '/my/setting');
    await page.getByRole('button', { name: '登出' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '登出' }).click();
    await page.waitForURL(/\/auth\/login/);
    expect(await readAppEntry(page, 'token')).toBeUndefined();
    expect(await readAppEntry(page, 'userInfo')).toBeUndefined();
    expect(await readAppEntry(page, 'reads')).toBeUndefined();
  });

  it('member B, signing in on the same tab with the API stalled, never sees A’s data', async () => {
    await watchFor([...Object.values(A_SEES), a.account]);
    // B's reads of cards, records and orders get no answer
    await page.route(/\/api\/(cards|recharges|orders)$/, () => {});
    const b = await registerViaApi(env.server.url);
    await page.locator('input[aria-label="帳號"]').fill(b.account);
    await page.locator('input[aria-label="密碼"]').fill(b.password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.waitForURL('**/home');
    // nothing A's visits kept shows as B's (it would show at once, marked as refreshing)
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"], .boot, .boot-home, .boot-verify'));
    expect(await page.getByRole('status').filter({ hasText: '刷新中' }).count()).toBe(0);
    await expect.poll(() => keptKeys(), { timeout: 10_000 }).not.toEqual([]);
    const { id } = (await readAppEntry(page, 'userInfo')) as { id: number };
    expect((await keptKeys()).every((key) => key.endsWith(`,${id}]`))).toBe(true);

    await openWhileWaiting(SCREENS.cards, '載入中…');
    await screenshot(page, 'shell', 'shared-phone-b-cards-stalled');
    await openWhileWaiting(SCREENS.recharges, '載入中…');
    expect(await seen()).toEqual([]);
  });

  it('and offline, B’s screens show no data rather than A’s', async () => {
    await page.unroute(/\/api\/(cards|recharges|orders)$/);
    await context.setOffline(true);
    // the list waits for the network (PagedList keeps its skeleton offline), showing nothing it has not read for B
    await openWhileWaiting(SCREENS.orders, '載入中…');
    await screenshot(page, 'shell', 'shared-phone-b-orders-offline');
    expect(await seen()).toEqual([]);
    await context.setOffline(false);
  });
});
