import { ORDER_CUTOFF_SECONDS } from '../../contract/trade';
import { launchBrowser, newPhonePage, screenshot, untilSettled } from '../e2e/support/browser';
import { loginViaApi, passVerification, registerViaApi } from '../e2e/support/session';
import { call, newKey, reviewerToken, twoInstances } from './support/instances';

/**
 * The built app across instances on one PostgreSQL: open on B in Chromium, it shows what was done on A (a deposit,
 * an operator's approval, an order settling) through the event stream, with no reload and no poll.
 * Type-checked with the app's tsconfig (it drives a browser), not the server's.
 */
const pair = twoInstances();

it('an app open on B shows a balance, a decided withdrawal and a settled order made on A, without a reload or a poll', async () => {
  const { a, b, target } = pair;
  const browser = await launchBrowser();
  try {
    const { context, page, errors } = await newPhonePage(browser, b.url);
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/stream') calls.push(pathname);
    });
    await passVerification(page);
    const token = await loginViaApi(page, b.url, await registerViaApi(b.url));
    const onA = async <T>(name: string, body: object) => {
      const answer = await call<T>(a, name, body, { token, key: newKey() });
      expect(answer.code, name).toBe(200);
      return answer.data;
    };
    // each status shows as a filter tab, and as the record's tag: twice for the record's own status
    const shown = (status: string) => page.locator('main').getByText(status, { exact: true }).count();
    const open = async (path: string) => {
      const streamOpened = page.waitForResponse((response) => response.url().includes('/api/stream'));
      await page.goto(path);
      await untilSettled(page);
      await streamOpened;
    };

    // a balance: a deposit on A (DEMO credits it at once)
    await open('/');
    calls.length = 0;
    await onA('recharge', { method: 'bankcard', amount: '1234.56' });
    const card = page.locator('section[aria-labelledby="home-balance-title"]');
    await card.getByText('1,234.56').first().waitFor({ timeout: 10_000 });
    expect(calls).toEqual([]);
    await screenshot(page, 'cluster', 'home-balance-from-a');

    // a withdrawal an operator approves on A
    await onA('addTradePassword', { password: 'secret1234', tradePassword: '135790' });
    const card62 = await onA<{ id: number }>('addCard', {
      kind: 'bank',
      bankName: 'B',
      holder: 'H',
      number: '62220000111133',
      tradePassword: '135790',
    });
    const withdrawal = await onA<{ id: number }>('withdraw', {
      amount: '100',
      to: { type: 'card', id: card62.id },
      tradePassword: '135790',
    });
    await open('/my/withdrawrecord');
    await expect.poll(() => shown('審核中')).toBe(2);
    calls.length = 0;
    const review = await fetch(`${a.url}/admin/api/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await reviewerToken(a, target.url)}` },
      body: JSON.stringify({ kind: 'withdraw', id: withdrawal.id, decision: 'approve' }),
    });
    expect(((await review.json()) as { code: number }).code).toBe(200);
    await expect.poll(() => shown('已通過'), { timeout: 10_000 }).toBe(2);
    // the list was read again because the event named it: one call, no poll
    expect(calls).toEqual(['/api/withdraws']);
    await screenshot(page, 'cluster', 'withdrawal-approved-on-a');

    // an order placed on A in the 30-second room, settled when its period closes (real time here)
    const period = async () => (await onA<{ period: { issueNo: string; closeAt: string } }>('room', { id: 4 })).period;
    const first = await period();
    let { issueNo } = first;
    // time enough to see it open before it settles, else the next period
    if (Date.parse(first.closeAt) - Date.now() < (ORDER_CUTOFF_SECONDS + 15) * 1000) {
      await expect.poll(async () => (await period()).issueNo, { timeout: 40_000 }).not.toBe(first.issueNo);
      ({ issueNo } = await period());
    }
    const order = await onA<{ id: number }>('order', { roomId: 4, issueNo, direction: 'up', amount: '10' });
    await open('/my/traderecord');
    await expect.poll(() => shown('進行中')).toBe(2);
    calls.length = 0;
    await expect.poll(() => shown('進行中'), { timeout: 60_000 }).toBe(1);
    const [settled] = (await onA<{ data: Array<{ id: number; status: string }> }>('orders', { pageSize: 1 })).data;
    expect(settled).toMatchObject({ id: order.id });
    expect(await shown({ won: '獲利', lost: '虧損', refunded: '已退回' }[settled!.status]!)).toBe(2);
    expect(calls).toEqual(['/api/orders']);
    await screenshot(page, 'cluster', 'order-settled-on-a');
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
}, 180_000);
