import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { markets, ticks } from '../../db/schema';

/** A stored tick: its second and its price in the market's smallest unit. */
export interface StoredTick {
  at: number;
  price: number;
}

const toTick = (row: { at: Date; price: number } | undefined): StoredTick | undefined =>
  row && { at: Math.floor(row.at.getTime() / 1000), price: row.price };

/** The market's newest tick: the price everyone sees now. */
export async function lastTick(db: Db | Tx, symbol: string): Promise<StoredTick | undefined> {
  const [row] = await db
    .select({ at: ticks.at, price: ticks.price })
    .from(ticks)
    .where(eq(ticks.symbol, symbol))
    .orderBy(desc(ticks.at))
    .limit(1);
  return toTick(row);
}

/** Every market (by symbol) with its newest tick, undefined before its first: one query. */
export async function marketsWithLastTick(db: Db | Tx) {
  const newest = db
    .select({ at: ticks.at, price: ticks.price })
    .from(ticks)
    .where(eq(ticks.symbol, markets.symbol))
    .orderBy(desc(ticks.at))
    .limit(1)
    .as('newest');
  const rows = await db
    .select({ market: markets, at: newest.at, price: newest.price })
    .from(markets)
    .leftJoinLateral(newest, sql`true`)
    .orderBy(asc(markets.symbol));
  return rows.map(({ market, at, price }) => ({
    market,
    last: at && price !== null ? toTick({ at, price }) : undefined,
  }));
}

/**
 * The price at a second: the last tick at or before it (a price stands until the next tick). Final once a
 * tick at or after that second exists, since the writer never writes a tick older than the newest.
 */
export async function tickAt(db: Db | Tx, symbol: string, second: number): Promise<StoredTick | undefined> {
  const [row] = await db
    .select({ at: ticks.at, price: ticks.price })
    .from(ticks)
    .where(and(eq(ticks.symbol, symbol), lte(ticks.at, new Date(second * 1000))))
    .orderBy(desc(ticks.at))
    .limit(1);
  return toTick(row);
}

export function formatUnits(units: number, decimals: number): string {
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  if (decimals === 0) return `${sign}${abs}`;
  const scale = 10 ** decimals;
  return `${sign}${Math.trunc(abs / scale)}.${String(abs % scale).padStart(decimals, '0')}`;
}
