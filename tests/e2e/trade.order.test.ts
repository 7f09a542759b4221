import { and, desc, eq, lte } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { Language } from '../../contract/messages';
import { ticks } from '../../server/db/schema';
import { formatUnits } from '../../server/services/trading/quotes';
import { newPhonePage, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { signInPastLoading } from './support/session';

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
  key: string;
  id: number;
  issueNo: string;
  status: string;
  amount: string;
  payout: string | null;
  referencePrice: string;
  createdAt: string;
}

const LANGUAGES: [Language, string][] = [
  ['zh-Hans', '简体中文'],
  ['en', 'English'],
  ['zh-Hant', '繁體中文'],
];
const RULE_UP: Record<Language, RegExp> = {
  'zh-Hant': /^看漲：本期收盤價高於您下單成交時的價格即猜中/,
  'zh-Hans': /^看涨：本期收盘价高于您下单成交时的价格即猜中/,
  en: /^Up wins if the period closes above the price when your order is accepted/,
};

describe('trading room', () => {
  it('places an up order, takes the stake, and settles it on screen when the period closes', async () => {
    const { page, errors } = await newPhonePage(env.browser, env.server.url);
    const token = await signInPastLoading(page, env.server.url, DEMO);

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
    // the panel says what the member bets on: the close against the price when the order is accepted
    expect(await page.getByTestId('order-rule').textContent()).toMatch(RULE_UP['zh-Hant']);
    await page.getByRole('textbox').fill('10');
    expect(await page.getByTestId('payout-preview').textContent()).toBe('猜中返還 17.50（收益率 75%）');
    await page.getByRole('button', { name: '確認看漲' }).click();
    // the confirm sheet: stake, what comes back, when, and the risk, before anything is sent
    const sheet = page.getByTestId('money-confirm');
    await sheet.waitFor();
    expect(await sheet.innerText()).toContain('若收盤方向相反');
    await page.getByRole('dialog').getByRole('button', { name: '確認看漲' }).click();

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

    // its reference price is the market's newest stored tick when it was accepted (the tick of that second
    // may have been written just after), shown with the order
    const newest = await env.server.app.db
      .select({ price: ticks.price })
      .from(ticks)
      .where(and(eq(ticks.symbol, 'EUR/USD'), lte(ticks.at, new Date(order.createdAt))))
      .orderBy(desc(ticks.at))
      .limit(2);
    expect(newest.map((t) => formatUnits(t.price, 5))).toContain(order.referencePrice);
    await expect.poll(() => mine.first().textContent()).toContain(`下單參考價 ${order.referencePrice}`);

    await page.goto('/my/traderecord');
    await page.getByText(order.issueNo, { exact: false }).first().waitFor();
    await screenshot(page, 'markets', 'e2e-traderecord');

    // the order panel and the order's record with its reference price, in every language
    for (const [lang, name] of LANGUAGES) {
      await page.goto('/my/setting');
      await page.getByText(name, { exact: true }).click();
      await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
      await page.goto(`/my/traderecord/detail?key=${order.key}`);
      await page.getByText(order.referencePrice, { exact: true }).first().waitFor();
      await screenshot(page, 'markets', `e2e-traderecord-detail-${lang}`);
      await page.goto('/trade/roomdetail?id=4');
      await page.locator('[data-testid="candle-chart"] canvas').first().waitFor();
      const rule = page.getByTestId('order-rule');
      await rule.scrollIntoViewIfNeeded();
      expect(await rule.textContent()).toMatch(RULE_UP[lang]);
      await screenshot(page, 'markets', `e2e-order-panel-${lang}`);
      await mine.first().scrollIntoViewIfNeeded();
      await expect.poll(() => mine.first().textContent()).toContain(order.referencePrice);
      await screenshot(page, 'markets', `e2e-room-orders-${lang}`);
    }
    expect(errors).toEqual([]);
  });
});
