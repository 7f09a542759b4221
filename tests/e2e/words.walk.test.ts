import type { Page } from 'playwright-core';
import { formatMoney } from '../../contract/figures';
import status from '../../src/lib/i18n/locales/zh-Hant/status.json';
import { newPhonePage, openScreen, screenshot, untilSettled } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, postCall, registerViaApi, type Credentials } from './support/session';

const env = useServerAndBrowser();
const RED = 'rgb(200, 35, 44)';
const GREEN = 'rgb(11, 122, 59)';

const colourOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).color);

async function signedInPage() {
  const phone = await newPhonePage(env.browser, env.server.url);
  await passVerification(phone.page);
  const member = await registerViaApi(env.server.url);
  const token = await loginViaApi(phone.page, env.server.url, member);
  return { ...phone, member, token };
}

const call = <T>(token: string, name: string, body: unknown, key = false) =>
  postCall<T>(env.server.url, `/api/${name}`, body, { token, ...(key && { 'idempotency-key': crypto.randomUUID() }) });

describe('the Up colour setting', () => {
  it("flips a room's up and down and the term screen's rates, red up in Chinese until the member chooses green", async () => {
    const { page, context } = await signedInPage();
    const upButton = 'main [role="radiogroup"] [role="radio"]:first-child';
    const rate = 'main button[aria-expanded] span:nth-child(2) strong';
    /** a room's up button and the term screen's first rate (a positive amount, never a fall: it goes with up) */
    const colours = async () => {
      await openScreen(page, '/trade/roomdetail?id=1');
      await page.getByRole('radio', { name: '看漲' }).waitFor();
      const up = await colourOf(page, upButton);
      await openScreen(page, '/deposit');
      await page.locator(rate).first().waitFor();
      return [up, await colourOf(page, rate)];
    };

    expect(await colours()).toEqual([RED, RED]);
    await openScreen(page, '/my/setting');
    await page.getByText('綠漲紅跌').click();
    await page.waitForFunction(() => document.documentElement.dataset.up === 'green');
    expect(await colours()).toEqual([GREEN, GREEN]);
    // the choice outlives a reload
    await page.reload();
    await page.locator(rate).first().waitFor();
    expect(await colourOf(page, rate)).toBe(GREEN);
    await context.close();
  });
});

describe('/maintain', () => {
  it('opened while the server answers, returns to its from without ever saying it is down', async () => {
    const { page, context } = await signedInPage();
    await openScreen(page, '/my/setting');
    // every heading /maintain could show for an outage, watched from the first paint (not a time bound: that
    // failed a loaded CI run at 1,033 ms against 1,000)
    const outages = Object.entries(status.maintain)
      .filter(([kind]) => kind !== 'checking')
      .map(([, texts]) => (texts as { heading: string }).heading);
    await page.addInitScript((headings: string[]) => {
      const said = () => headings.some((heading) => document.body?.innerText.includes(heading));
      new MutationObserver(() => {
        if (said()) (window as { saidDown?: boolean }).saidDown = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, outages);
    await page.goto('/maintain?from=%2Fmy%2Fsetting', { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === '/my/setting');
    await untilSettled(page);
    expect(await page.evaluate(() => (window as { saidDown?: boolean }).saidDown ?? false)).toBe(false);
    await context.close();
  });
});

/** Every text the screen's balance showed, in order: an init script watches it from the first paint. */
async function watchBalance(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { balancesSeen: string[] }).balancesSeen = []);
    new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="available-balance"]')?.textContent;
      if (shown && shown !== '—' && seen.at(-1) !== shown) seen.push(shown);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const balancesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { balancesSeen: string[] }).balancesSeen);

describe('a balance never older than one shown', () => {
  it('after a withdrawal is cancelled and the app reopened, the trade list and then the room show the balance after the cancel', async () => {
    const { page, context, member, token } = await signedInPage();
    const held = formatMoney(await prepareWithdrawal(token, member));
    // the trade screen shows (and keeps for the next visit) the balance while the withdrawal holds its money
    await openScreen(page, '/trade');
    await page.getByTestId('available-balance').filter({ hasText: held }).waitFor();
    await untilSettled(page);

    // the withdrawal is cancelled on its record's screen, which shows no balance
    const [withdrawal] = (await call<{ data: { key: string }[] }>(token, 'withdraws', {})).data;
    await openScreen(page, `/my/withdrawrecord/detail?key=${withdrawal!.key}`);
    await page.getByRole('button', { name: '取消出金' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '取消出金' }).click();
    await page.getByText('已取消').first().waitFor();

    // the app is opened again on the trade list, then the room
    await watchBalance(page);
    await page.goto('/trade');
    await page.getByTestId('available-balance').filter({ hasText: '1,000.00' }).waitFor();
    await untilSettled(page);
    await openScreen(page, '/trade/roomdetail?id=1');
    await page.getByTestId('available-balance').first().waitFor();
    await untilSettled(page);
    expect(await page.getByTestId('available-balance').first().textContent()).toBe('1,000.00');
    const seen = await balancesSeen(page);
    // nothing older came back after the new balance
    expect(seen.slice(seen.indexOf('1,000.00'))).toEqual(['1,000.00']);
    await screenshot(page, 'words', 'stale-balance-room');
    await context.close();
  });
});

/** 1,000.00 deposited (the demo approves at once) and 300.00 asked out, its fee held too: the balance left. */
async function prepareWithdrawal(token: string, member: Credentials): Promise<string> {
  await call(token, 'recharge', { method: 'bankcard', amount: '1000' }, true);
  await call(token, 'addTradePassword', { password: member.password, tradePassword: '246810' });
  const card = await call<{ id: number }>(token, 'addCard', {
    kind: 'bank',
    bankName: '中國銀行',
    holder: '李小華',
    number: '6217000012348888',
    // with the trade password: it receives the withdrawal below at once (no cooling-off)
    tradePassword: '246810',
  });
  await call(token, 'withdraw', { amount: '300.00', to: { type: 'card', id: card.id }, tradePassword: '246810' }, true);
  return (await call<{ balance: string }>(token, 'balance', {})).balance;
}
