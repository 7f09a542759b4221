/** Candle intervals the charts offer (contract/market.ts INTERVALS), in seconds. */
export const INTERVAL_SECONDS = { '1m': 60, '5m': 300, '1h': 3600, '1d': 86400 } as const;
export type Interval = keyof typeof INTERVAL_SECONDS;
export const INTERVALS = Object.keys(INTERVAL_SECONDS) as Interval[];

/** A candle in the market's smallest unit, `start` in seconds; a tick is a one-second bar. */
export interface Bar {
  start: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Bars (oldest first, none longer than `interval`) rolled into the candles of `interval` they fall in. */
export function rollUp(bars: readonly Bar[], interval: Interval): Bar[] {
  const size = INTERVAL_SECONDS[interval];
  const out: Bar[] = [];
  for (const bar of bars) {
    const start = Math.floor(bar.start / size) * size;
    const current = out.at(-1);
    if (current?.start === start) {
      current.high = Math.max(current.high, bar.high);
      current.low = Math.min(current.low, bar.low);
      current.close = bar.close;
      current.volume += bar.volume;
    } else {
      out.push({ ...bar, start });
    }
  }
  return out;
}

/** Bars (oldest first) rolled into the candles of every interval. */
export function everyInterval(bars: readonly Bar[]): Record<Interval, Bar[]> {
  return Object.fromEntries(INTERVALS.map((interval) => [interval, rollUp(bars, interval)])) as Record<Interval, Bar[]>;
}
