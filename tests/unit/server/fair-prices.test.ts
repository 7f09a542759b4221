// @vitest-environment node
import { ORDER_CUTOFF_SECONDS } from '../../../contract/trade';
import { simulatedQuotes, type MarketSpec } from '../../../server/services/trading/quote-source';

// The property of the price function itself, walked here second by second as the quote writer walks it
// (tests/server/fair-trades.test.ts runs the same strategy through orders and settlement, over fewer periods).
describe('no strategy on public information beats the simulated prices', () => {
  const MARKETS = 20;
  const PERIODS = 150;
  const PERIOD_SECONDS = 10;
  const markets: MarketSpec[] = Array.from({ length: MARKETS }, (_, i) => ({
    symbol: `FAIR${i}/USD`,
    basePrice: '68000.00',
    decimals: 2,
    volatilityPpm: 200,
  }));
  // each market's price at every second, one step of the walk per second from its base price
  const walks = markets.map((market) => {
    const prices: number[] = [];
    for (let s = 0; s <= PERIODS * PERIOD_SECONDS; s++)
      prices.push(simulatedQuotes.tick(market, s, prices.at(-1)).price);
    return prices;
  });

  it('betting at the last accepted second with the move since the open wins 50 ± 3 % over 3,000 periods', () => {
    const lastAccepted = PERIOD_SECONDS - ORDER_CUTOFF_SECONDS - 1;
    let won = 0;
    let lost = 0;
    let tied = 0;
    for (const prices of walks) {
      for (let p = 0; p < PERIODS; p++) {
        const open = prices[p * PERIOD_SECONDS]!;
        const reference = prices[p * PERIOD_SECONDS + lastAccepted]!;
        const close = prices[(p + 1) * PERIOD_SECONDS]!;
        const up = reference - open >= 0;
        // the settlement's rule (services/trading/settlement.ts): the same price is a tie, refunded
        if (close === reference) tied++;
        else if (up === close > reference) won++;
        else lost++;
      }
    }
    expect(won + lost + tied).toBe(MARKETS * PERIODS);
    // n = 3,000: the win rate's standard error is √(¼/n) ≈ 0.91 %, so ±3 % is 3.3 standard errors (a fair
    // feed fails this about once in 1,000 runs); against the old smooth price function the strategy won about 90 %
    const rate = won / (won + lost);
    expect(rate).toBeGreaterThan(0.47);
    expect(rate).toBeLessThan(0.53);
    // a tie (close = reference) needs six steps of about 0.02 % to cancel to the cent: rare
    expect(tied).toBeLessThan(MARKETS * PERIODS * 0.01);
  });

  it('has uncorrelated consecutive one-second returns, market by market', () => {
    const correlations = walks.map((prices) => lagOneAutocorrelation(prices.slice(1).map((p, i) => p - prices[i]!)));
    // 1,500 returns per market: under independence each estimate has a standard error of 1/√1500 ≈ 0.026,
    // and their mean over 20 markets 1/√30000 ≈ 0.0058. |mean| < 0.025 is 4.3 standard errors (a false alarm
    // about once in 60,000 runs), while a smooth feed like the old one shows 0.5 or more.
    const mean = correlations.reduce((sum, r) => sum + r, 0) / correlations.length;
    expect(Math.abs(mean)).toBeLessThan(0.025);
  });
});

function lagOneAutocorrelation(xs: readonly number[]): number {
  const mean = xs.reduce((sum, x) => sum + x, 0) / xs.length;
  let cross = 0;
  let square = 0;
  xs.forEach((x, i) => {
    square += (x - mean) ** 2;
    if (i > 0) cross += (x - mean) * (xs[i - 1]! - mean);
  });
  return cross / square;
}
