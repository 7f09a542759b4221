import type { Page } from 'playwright-core';
import { newPhonePage, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification } from './support/session';

const DEMO = { account: 'demo', password: 'demo1234' };
const env = useServerAndBrowser();

async function api<T>(token: string, call: string, body: object = {}): Promise<T> {
  const response = await fetch(`${env.server.url}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T };
  expect(envelope.code).toBe(200);
  return envelope.data;
}

const cents = (money: string) => Math.round(Number(money.replaceAll(',', '')) * 100);
const seconds = async (page: Page) => {
  const [m = '0', s = '0'] = ((await page.getByTestId('countdown').textContent()) ?? '').split(':');
  return Number(m) * 60 + Number(s);
};

interface Order {
  id: number;
  issueNo: string;
  status: string;
  amount: string;
  payout: string | null;
}

describe('trading room', () => {
  it('places an up order, takes the stake, and settles it on screen when the period closes', async () => {
    const { page, errors } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    const token = await loginViaApi(page, env.server.url, DEMO);
    await page
      .getByTestId('loading-screen')
      .click({ timeout: 3000 })
      .catch(() => {});

    await page.goto('/trade');
    await page.getByText('歐元 30 秒快速場').click();
    await page.waitForURL(/\/trade\/roomdetail\?id=\d+$/);
    await page.getByTestId('countdown').waitFor();
    // Leave enough of the period for the order to go in before the cut-off: near the end, the server's clock
    // moves on to the next period instead of the test waiting for it.
    const left = await seconds(page);
    if (left <= 12) env.clock.advance((left + 1) * 1000);
    await expect.poll(() => seconds(page), { timeout: 15_000, interval: 250 }).toBeGreaterThan(12);

    const before = cents((await page.getByTestId('available-balance').textContent()) ?? '');
    expect(before).toBe(1_000_000);
    await page.getByRole('radio', { name: '看漲' }).click();
    await page.getByRole('textbox').fill('10');
    expect(await page.getByTestId('payout-preview').textContent()).toBe('猜中返還 17.50（收益率 75%）');
    await page.getByRole('button', { name: '確認看漲' }).click();

    await expect.poll(() => page.getByTestId('available-balance').textContent()).toBe('9,990.00');
    const mine = page.getByTestId('my-order');
    await expect.poll(() => mine.first().getAttribute('data-status')).toBe('open');
    await expect.poll(() => page.getByTestId('trade-count').textContent()).toBe('1 筆');
    await screenshot(page, 'markets', 'e2e-room-ordered');

    // The period closes when the test moves the server's clock past it; the order settles on screen without a reload.
    env.clock.advance(((await seconds(page)) + 2) * 1000);
    await expect
      .poll(() => mine.first().getAttribute('data-status'), { timeout: 15_000, interval: 250 })
      .not.toBe('open');
    await screenshot(page, 'markets', 'e2e-room-settled');

    const [order] = (await api<{ data: Order[] }>(token, 'orders', { pageSize: 1 })).data;
    if (!order) throw new Error('no order');
    expect(order.amount).toBe('10.00');
    expect(order.status).toBe(await mine.first().getAttribute('data-status'));
    const payout = cents(order.payout ?? '0.00');
    expect(payout).toBe({ won: 1750, lost: 0, refunded: 1000 }[order.status]);

    const balance = await api<{ balance: string }>(token, 'balance');
    expect(cents(balance.balance)).toBe(before - 1000 + payout);
    await expect
      .poll(async () => cents((await page.getByTestId('available-balance').textContent()) ?? ''))
      .toBe(cents(balance.balance));

    // The ledger: one stake row for the order (and a payout row unless it lost), summing to the balance.
    const bills = (
      await api<{ data: { amount: string; refType: string; refId: number }[] }>(token, 'bills', { pageSize: 100 })
    ).data;
    const forOrder = bills.filter((b) => b.refType === 'order' && b.refId === order.id).map((b) => cents(b.amount));
    expect(forOrder.sort((a, b) => a - b)).toEqual(payout > 0 ? [-1000, payout] : [-1000]);
    expect(bills.reduce((sum, b) => sum + cents(b.amount), 0)).toBe(cents(balance.balance));

    await page.goto('/my/traderecord');
    await page.getByText(order.issueNo, { exact: false }).first().waitFor();
    await screenshot(page, 'markets', 'e2e-traderecord');
    expect(errors).toEqual([]);
  });
});
