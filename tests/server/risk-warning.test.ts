import { RISK_WARNING_MIN_ACCOUNTS } from '../../contract/risk-warning';
import { refreshRiskFigures } from '../../server/services/trading/risk-warning';
import { harness, type Harness } from './support/harness';
import { trader as traderOf, type TradeResult } from './support/traders';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const DAY_MS = 86_400_000;

const trader = (results: readonly TradeResult[], daysAgo = 1) =>
  traderOf(h.app.db, results, new Date(h.clock.now() - daysAgo * DAY_MS));
const warning = async () => (await h.call('riskWarning', {})).data;
const refresh = (holder = 'test') => refreshRiskFigures(h.app.db, holder, new Date(h.clock.now()));

it('says nothing is computed before the first day, then that too few accounts traded, with the date', async () => {
  expect(await warning()).toEqual({ state: 'none' });
  await trader([{ stake: 10_000, payout: 0 }]);
  await trader([{ stake: 10_000, payout: 18_500 }]);
  await refresh();
  expect(await warning()).toEqual({
    state: 'tooFew',
    computedAt: new Date(h.clock.now()).toISOString(),
    accounts: 2,
    minimum: RISK_WARNING_MIN_ACCOUNTS,
  });
});

it('computes the shares once a day from the last 12 months of settled orders, by one instance of many', async () => {
  h.clock.advance(DAY_MS);
  // with the 2 above: 18 of 25 accounts lose, 7 win
  for (let i = 0; i < 17; i++)
    await trader([
      { stake: 10_000, payout: 0 },
      { stake: 1_000, payout: 1_850 },
    ]);
  for (let i = 0; i < 6; i++)
    await trader([
      { stake: 10_000, payout: 18_500 },
      { stake: 1_000, payout: 0 },
    ]);
  // none of these counts: a refund, an open order, an order settled 13 months ago
  await trader([{ stake: 10_000, payout: 10_000, status: 'refunded' }]);
  await trader([{ stake: 10_000, payout: null, status: 'open' }]);
  await trader([{ stake: 10_000, payout: 0 }], 396);

  const runs = await Promise.all(['a', 'b', 'c', 'd'].map((holder) => refresh(holder)));
  expect(runs.filter(Boolean)).toEqual([{ accounts: 25, losingAccounts: 18, orders: 48, losingOrders: 24 }]);
  const computedAt = new Date(h.clock.now()).toISOString();
  expect(await warning()).toEqual({
    state: 'ready',
    computedAt,
    accounts: 25,
    losingAccountsPercent: 72,
    losingOrdersPercent: 50,
  });

  // later the same day nothing is computed again, whatever was traded since
  h.clock.advance(DAY_MS / 2 - 1);
  await trader([{ stake: 10_000, payout: 18_500 }], 0);
  expect(await refresh('e')).toBeUndefined();
  expect(await warning()).toMatchObject({ computedAt, accounts: 25 });

  // the next day (its lease long expired) counts the new winner
  h.clock.advance(DAY_MS);
  expect(await refresh('e')).toEqual({ accounts: 26, losingAccounts: 18, orders: 49, losingOrders: 24 });
  expect(await warning()).toMatchObject({ accounts: 26, losingAccountsPercent: 69 });
});
