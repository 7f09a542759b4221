import type { Candle } from '../../contract/market';
import { formatUnits, hourVolume, priceUnits, type Feed, type MarketSpec } from './quotes';

export const INTERVAL_SECONDS = { '1m': 60, '5m': 300, '1h': 3600, '1d': 86400 } as const;
/** samples per candle for high/low: exact per second up to 1m, then evenly spaced */
const SAMPLES = 60;

function range(feed: Feed, market: MarketSpec, from: number, to: number) {
  const step = Math.max(1, Math.floor((to - from) / SAMPLES));
  let high = -Infinity;
  let low = Infinity;
  for (let t = from; t <= to; t += step) {
    const p = priceUnits(feed, market, t);
    if (p > high) high = p;
    if (p < low) low = p;
  }
  const last = priceUnits(feed, market, to);
  return { high: Math.max(high, last), low: Math.min(low, last) };
}

/** The last `limit` candles up to the second `now` (the last one still forming). */
export function candles(
  feed: Feed,
  market: MarketSpec,
  interval: keyof typeof INTERVAL_SECONDS,
  limit: number,
  now: number,
): Candle[] {
  const size = INTERVAL_SECONDS[interval];
  const current = Math.floor(now / size);
  const out: Candle[] = [];
  for (let i = current - limit + 1; i <= current; i++) {
    const start = i * size;
    const end = Math.min(start + size - 1, now);
    const { high, low } = range(feed, market, start, end);
    const fmt = (u: number) => formatUnits(u, market.decimals);
    out.push({
      time: new Date(start * 1000).toISOString(),
      open: fmt(priceUnits(feed, market, start)),
      high: fmt(high),
      low: fmt(low),
      close: fmt(priceUnits(feed, market, end)),
    });
  }
  return out;
}

/** The markets screen's figures over the last 24 h. */
export function daySummary(feed: Feed, market: MarketSpec, now: number) {
  const price = priceUnits(feed, market, now);
  const before = priceUnits(feed, market, now - 86400);
  const { high, low } = range(feed, market, now - 86400, now);
  const hour = Math.floor(now / 3600);
  let volume = 0;
  for (let h = hour - 23; h <= hour; h++) volume += hourVolume(feed, market, h);
  const change = price - before;
  // percent with two decimals, rounded half away from zero, in integers
  const pct100 = Math.round((Math.abs(change) * 10000) / before) * Math.sign(change);
  const fmt = (u: number) => formatUnits(u, market.decimals);
  return {
    price: fmt(price),
    change: fmt(change),
    changePct: formatUnits(pct100, 2),
    high: fmt(high),
    low: fmt(low),
    volume: String(volume),
  };
}
