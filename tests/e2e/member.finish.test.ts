import { sql } from 'drizzle-orm';
import { newPhonePage, screenshot, untilStill } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi, setLoadingScreenDue, useAppLanguage } from './support/session';

const env = useServerAndBrowser();
const LANGUAGES = ['zh-Hant', 'zh-Hans', 'en'] as const;

describe('a member signed in stays signed in', () => {
  it('sees the next screen only once the session is stored, and a reload then keeps them in', async () => {
    const { page, context } = await newPhonePage(env.browser, env.server.url);
    // counts the app's storage writes that have reached the disk, and notes how many had when /home showed
    await context.addInitScript(() => {
      const state = window as unknown as { committed: number };
      state.committed = 0;
      const transaction = IDBDatabase.prototype.transaction;
      IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof transaction>) {
        const tx = transaction.apply(this, args);
        if (tx.mode === 'readwrite') tx.addEventListener('complete', () => (state.committed += 1));
        return tx;
      } as typeof transaction;
      const replace = history.replaceState.bind(history);
      history.replaceState = (...args: Parameters<History['replaceState']>) => {
        replace(...args);
        if (location.pathname === '/home') sessionStorage.setItem('committed-at-home', String(state.committed));
      };
    });
    await passVerification(page);
    const member = await registerViaApi(env.server.url);
    await page.goto('/auth/login');
    await page.locator('input[aria-label="帳號"]').fill(member.account);
    await page.locator('input[aria-label="密碼"]').fill(member.password);

    // a slow disk: another tab holds the store until released, so the app's writes wait in line
    const other = await context.newPage();
    await other.goto('/manifest.webmanifest');
    await other.evaluate(() => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => {
        const store = open.result.transaction('keyval', 'readwrite').objectStore('keyval');
        const hold = () => {
          if (!(window as unknown as { release?: boolean }).release) store.get('hold').onsuccess = hold;
        };
        hold();
      };
    });
    const committed = () => page.evaluate(() => (window as unknown as { committed: number }).committed);
    const before = await committed();
    const answered = page.waitForResponse('**/api/login');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await answered;
    // two frames after the answer: the app has done what it does on sign-in, short of the disk
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await other.evaluate(() => ((window as unknown as { release?: boolean }).release = true));

    await page.waitForURL('**/home');
    const atHome = Number(await page.evaluate(() => sessionStorage.getItem('committed-at-home')));
    // the token and the profile were on disk before the next screen showed
    expect(atHome - before).toBeGreaterThanOrEqual(2);
    await page.reload();
    await page.getByRole('heading', { name: '帳戶餘額' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
  });
});

describe('the Service tab', () => {
  it("shows the demo's service page in the app's layout, tab bar included, and Back returns to where the member was", async () => {
    const { page, context } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
    await page.goto('/zixun');
    await page.getByRole('navigation').getByRole('link', { name: '客服' }).click();
    await page.waitForURL('**/customer');
    await page.getByRole('heading', { name: '聯絡我們' }).waitFor();
    await page.getByRole('navigation', { name: '主選單' }).waitFor();
    // one font: the app's, not the server page's own
    const fonts = await page.evaluate(() =>
      [document.body, document.querySelector('main h2')].map((element) => getComputedStyle(element!).fontFamily),
    );
    expect(fonts[1]).toBe(fonts[0]);
    await page.goBack();
    await page.waitForURL('**/zixun');
    // and it stays there: nothing sends the member forward again
    await page.getByRole('navigation').getByRole('link', { name: '資訊' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/zixun');
    await context.close();
  });
});

describe('screens of issue 32 in three languages', () => {
  it.each(LANGUAGES)('%s: customer service, trading room, market chart, news tab', async (language) => {
    const { page, context } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    await setLoadingScreenDue(page, false);
    await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
    await useAppLanguage(page, language);
    await page.goto('/customer');
    await page.locator('main section h2').first().waitFor();
    await screenshot(page, 'issue32', `customer-service-${language}`);
    await page.goto('/trade/roomdetail?id=1');
    await page.getByTestId('last-price').waitFor();
    await untilStill(page);
    await screenshot(page, 'issue32', `room-${language}`);
    await page.goto('/market/linechart?symbol=BTC%2FUSDT');
    await page.locator('canvas').first().waitFor();
    const toRoom = page.locator('a[href^="/trade/roomdetail?id="]').first();
    await toRoom.scrollIntoViewIfNeeded();
    await untilStill(page);
    await screenshot(page, 'issue32', `chart-${language}`);
    await toRoom.click();
    await page.waitForURL('**/trade/roomdetail?id=*');
    await page.goto('/zixun');
    await page.getByRole('navigation').locator('a[aria-current="page"] svg').waitFor();
    await untilStill(page);
    await screenshot(page, 'issue32', `news-tab-${language}`);
    await context.close();
  });
});

/** One call of the member API with the member's token (and a fresh Idempotency-Key). */
async function memberCall(baseURL: string, token: string, name: string, body: unknown) {
  const response = await fetch(`${baseURL}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: { id: number; data: Array<{ id: number }> } };
}

describe('references, rooms and the digital-currency deposit in three languages', () => {
  // record ids far from small numbers: "the address holds no run of the id" then means something
  const FIRST_ID = 7_351_926_408;
  beforeAll(async () => {
    for (const table of ['recharges', 'bills']) {
      await env.server.app.db.execute(sql`select setval(${`${table}_id_seq`}, ${FIRST_ID})`);
    }
  });
  /** The address names no record by its id: no `id=`, and no four digits of `id` in a row. */
  const expectNoId = (url: string, id: number) => {
    expect(url).not.toMatch(/[?&]id=/);
    const digits = String(id);
    for (let i = 0; i + 4 <= digits.length; i++) expect(url).not.toContain(digits.slice(i, i + 4));
  };

  it.each(LANGUAGES)('%s: deposit address with its QR code, record details by reference and key', async (language) => {
    const { page, context } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    await setLoadingScreenDue(page, false);
    const token = await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
    await useAppLanguage(page, language);
    const recharge = await memberCall(env.server.url, token, 'recharge', { method: 'bankcard', amount: '1000' });
    expect(recharge.code).toBe(200);
    expect(recharge.data.id).toBeGreaterThan(FIRST_ID);

    await page.goto('/my/deposit/numbercard');
    // the demo's address and network come from the server's settings, drawn as a QR code once its code loads
    await page.getByTestId('deposit-network').waitFor();
    expect(await page.getByTestId('deposit-account').textContent()).toBe('TDemoAddressOnly0NotForRealFunds1');
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="deposit-qr"]');
      return !!canvas && canvas.width > 20;
    });
    await untilStill(page);
    await screenshot(page, 'issue32', `deposit-crypto-${language}`);

    const reference = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
    await page.goto('/my/rechargerecord');
    await page.locator('a[href^="/my/rechargerecord/detail"]').first().click();
    await page.getByText(reference).waitFor();
    expectNoId(page.url(), recharge.data.id);
    await untilStill(page);
    await screenshot(page, 'issue32', `recharge-detail-${language}`);

    await page.goto('/my/ledgerrecord');
    await page.locator('a[href^="/my/ledgerrecord/detail"]').first().click();
    await page.getByText(reference).first().waitFor();
    const [bill] = (await memberCall(env.server.url, token, 'bills', { pageSize: 1 })).data.data;
    expect(bill!.id).toBeGreaterThan(FIRST_ID);
    expectNoId(page.url(), bill!.id);
    await untilStill(page);
    await screenshot(page, 'issue32', `ledger-detail-${language}`);
    // the bill's source: the recharge's own page, by its key
    const source = page.locator('main a[href^="/my/rechargerecord/detail"]');
    await source.click();
    await page.waitForURL('**/my/rechargerecord/detail?key=*');
    await source.waitFor({ state: 'detached' });
    await page.getByText(reference).waitFor();
    expectNoId(page.url(), recharge.data.id);
    await context.close();
  });
});
