import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Candle } from '../../../contract/market';
import type { Db, Tx } from '../../db/client';
import { candles, ticks } from '../../db/schema';
import { INTERVALS, type Bar, type Interval } from './bars';
import type { MarketSpec } from './quote-source';
import type { Purge } from '../platform/retention';
import { formatUnits, marketsWithLastTick } from './quotes';

/** Candles kept per interval: at least the 500 a chart may ask for (klineBody), and the minutes of the markets' 24 h. */
const KEEP_SECONDS: Record<Interval, number | undefined> = {
  '1m': 2 * 86400,
  '5m': 3 * 86400,
  '1h': 30 * 86400,
  '1d': undefined,
};
/** Ticks are kept a day and two hours: the markets' 24 h, past periods and late settlements read them. */
export const TICK_KEEP_SECONDS = 26 * 3600;
/** The history written before a market's first tick: what a chart may ask for (500), and 24 h of minutes. */
export const HISTORY_CANDLES: Record<Interval, number> = { '1m': 1440, '5m': 500, '1h': 500, '1d': 500 };

export interface CandleRow {
  symbol: string;
  interval: Interval;
  bar: Bar;
}

/** A market's candles per interval as rows to store, only the newest `keep` of each interval when given. */
export function candleRows(
  symbol: string,
  perInterval: Record<Interval, readonly Bar[]>,
  keep?: Record<Interval, number>,
): CandleRow[] {
  return INTERVALS.flatMap((interval) =>
    perInterval[interval].slice(keep ? -keep[interval] : 0).map((bar) => ({ symbol, interval, bar })),
  );
}

/**
 * Adds candles, each later than or the same as its market's newest stored one of its interval, in one
 * statement per thousand: a stored candle keeps its open, widens its high and low, takes the new close
 * and adds the volume (ticks roll up into the candle they fall in as they are written).
 */
export async function storeCandles(tx: Tx, rows: readonly CandleRow[]) {
  const values = rows.map(({ symbol, interval, bar }) => ({
    symbol,
    interval,
    ...bar,
    start: new Date(bar.start * 1000),
  }));
  for (let i = 0; i < values.length; i += 1000) {
    await tx
      .insert(candles)
      .values(values.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [candles.symbol, candles.interval, candles.start],
        set: {
          high: sql`greatest(${candles.high}, excluded.high)`,
          low: sql`least(${candles.low}, excluded.low)`,
          close: sql`excluded.close`,
          volume: sql`${candles.volume} + excluded.volume`,
        },
      });
  }
}

/** The market's last `limit` candles of `interval`, oldest first (the last one still forming). */
export async function klines(db: Db, market: MarketSpec, interval: Interval, limit: number): Promise<Candle[]> {
  const rows = await db
    .select()
    .from(candles)
    .where(and(eq(candles.symbol, market.symbol), eq(candles.interval, interval)))
    .orderBy(desc(candles.start))
    .limit(limit);
  const fmt = (u: number) => formatUnits(u, market.decimals);
  return rows.reverse().map((c) => ({
    time: c.start.toISOString(),
    open: fmt(c.open),
    high: fmt(c.high),
    low: fmt(c.low),
    close: fmt(c.close),
  }));
}

/**
 * The markets screen: each market with its last tick and its figures over the 24 h before `now` (from
 * the 1m candles), in three queries whatever the number of markets; a market without a tick yet is left out.
 */
export async function marketSummaries(db: Db, now: Date) {
  const [withTicks, days] = await Promise.all([
    marketsWithLastTick(db),
    db
      .select({
        symbol: candles.symbol,
        open: sql<string>`(array_agg(${candles.open} order by ${candles.start}))[1]`,
        high: sql<string>`max(${candles.high})`,
        low: sql<string>`min(${candles.low})`,
        volume: sql<string>`sum(${candles.volume})`,
      })
      .from(candles)
      .where(and(eq(candles.interval, '1m'), gt(candles.start, new Date(now.getTime() - 86_400_000))))
      .groupBy(candles.symbol),
  ]);
  const daysBySymbol = new Map(days.map((d) => [d.symbol, d]));
  return withTicks.flatMap(({ market, last }) => {
    if (!last) return [];
    const day = daysBySymbol.get(market.symbol);
    const before = day ? Number(day.open) : last.price;
    const change = last.price - before;
    // percent with two decimals, rounded half away from zero, in integers
    const pct100 = Math.round((Math.abs(change) * 10000) / before) * Math.sign(change);
    const fmt = (u: number) => formatUnits(u, market.decimals);
    return [
      {
        market,
        price: fmt(last.price),
        change: fmt(change),
        changePct: formatUnits(pct100, 2),
        high: fmt(Math.max(Number(day?.high ?? last.price), last.price)),
        low: fmt(Math.min(Number(day?.low ?? last.price), last.price)),
        volume: String(Number(day?.volume ?? 0)),
        time: new Date(last.at * 1000).toISOString(),
      },
    ];
  });
}

/** Ticks and candles older than they are kept (services/platform/retention.ts deletes them). */
export function quotePurges(now: Date): Purge[] {
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  return [
    { name: 'ticks', table: ticks, dead: lt(ticks.at, before(TICK_KEEP_SECONDS)) },
    ...INTERVALS.flatMap((interval) => {
      const keep = KEEP_SECONDS[interval];
      return keep === undefined
        ? []
        : [
            {
              name: 'candles',
              table: candles,
              dead: and(eq(candles.interval, interval), lt(candles.start, before(keep))),
            },
          ];
    }),
  ];
}
