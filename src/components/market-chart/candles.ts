import type { UTCTimestamp } from 'lightweight-charts';
import type { Candle } from '../../../contract/market';

export interface Bar {
  /** UTC seconds, as lightweight-charts wants them */
  time: UTCTimestamp;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Prices are display-only here (never money), so plain numbers are fine for drawing. */
export function toBar(c: Candle): Bar {
  return {
    time: Math.floor(Date.parse(c.time) / 1000) as UTCTimestamp,
    open: Number(c.open),
    high: Number(c.high),
    low: Number(c.low),
    close: Number(c.close),
  };
}

/** The latest candles replace the ones with the same time and extend the list; at most `max` kept. */
export function mergeCandles(prev: readonly Candle[], latest: readonly Candle[], max: number): Candle[] {
  const first = latest[0];
  if (!first) return [...prev];
  const from = Date.parse(first.time);
  const kept = prev.filter((c) => Date.parse(c.time) < from);
  return [...kept, ...latest].slice(-max);
}

/** The most decimals among the candles' prices ("1.07389" → 5), so small prices are not rounded away. */
export function pricePrecision(candles: readonly Candle[]): number {
  let most = 2;
  for (const c of candles.slice(-20)) {
    for (const price of [c.open, c.high, c.low, c.close]) most = Math.max(most, price.split('.')[1]?.length ?? 0);
  }
  return most;
}
