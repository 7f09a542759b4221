import { randomUUID } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { leases, ticks } from '../../db/schema';
import { everyInterval, type Bar } from './bars';
import { candleRows, HISTORY_CANDLES, storeCandles, type CandleRow } from './candles';
import type { MarketSpec, QuoteSource } from './quote-source';
import { marketsWithLastTick, type StoredTick } from './quotes';

const LEASE = 'quote-writer';
/** Taken without waiting for each write: an instance that would wait on another's write gives up at once. */
const WRITER_LOCK = 727_274_091;
/** A writer that has not renewed its lease for this long is taken for dead, and another instance takes over. */
export const LEASE_SECONDS = 5;
/** After a pause (a takeover, a restart) the seconds missed are made up, at most this many. */
export const CATCH_UP_SECONDS = 300;

export interface QuoteWriter {
  /** this instance's name on the lease */
  readonly holder: string;
  readonly source: QuoteSource;
  /**
   * Takes or renews the lease and, while this instance holds it, makes each market's ticks up to `now`
   * (the seconds since its last tick), stores them and rolls them into the candles. Returns the ticks
   * written: 0 when another instance is the writer.
   */
  write(now: Date): Promise<number>;
  /** Gives the lease up (a clean stop): another instance takes over at its next second. */
  release(): Promise<void>;
}

/**
 * One writer for every instance: the lease is a row in `leases`, taken with an upsert that only succeeds for
 * its holder or once it expired, under an advisory try-lock held until the ticks are committed: two instances
 * never write at once, one that finds another writing (as a lease expires) gives up without waiting or
 * holding a pooled connection, and a writer that lost the lease (paused past its expiry) writes nothing.
 */
export function quoteWriter(db: Db, source: QuoteSource, holder: string = randomUUID()): QuoteWriter {
  return {
    holder,
    source,
    write: async (now) => {
      // Another instance's live lease: nothing to write, and no transaction, whose upsert would wait on the row
      // that writer keeps locked until its ticks commit (each other instance held a pooled connection waiting).
      if (await heldByAnother(db, holder, now)) return 0;
      return db.transaction(async (tx) => {
        const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${WRITER_LOCK}) as locked`);
        if (!(lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return 0;
        if (!(await holdLease(tx, holder, now))) return 0;
        const second = Math.floor(now.getTime() / 1000);
        const made = (await marketsWithLastTick(tx)).map(({ market, last }) => makeTicks(source, market, second, last));
        // every market's ticks in one statement (per thousand), then their candles: the history's first, as a
        // statement may not update one candle twice
        const values = made.flatMap(({ symbol, bars }) =>
          bars.map((bar) => ({ symbol, at: new Date(bar.start * 1000), price: bar.close })),
        );
        for (let i = 0; i < values.length; i += 1000) await tx.insert(ticks).values(values.slice(i, i + 1000));
        await storeCandles(
          tx,
          made.flatMap((m) => m.history),
        );
        await storeCandles(
          tx,
          made.flatMap(({ symbol, bars }) => candleRows(symbol, everyInterval(bars))),
        );
        return values.length;
      });
    },
    async release() {
      await db.delete(leases).where(and(eq(leases.name, LEASE), eq(leases.holder, holder)));
    },
  };
}

/** Whether another holder's lease is still live: read without a lock, so it never waits on the writer. */
async function heldByAnother(db: Db, holder: string, now: Date): Promise<boolean> {
  const [lease] = await db.select().from(leases).where(eq(leases.name, LEASE));
  return lease !== undefined && lease.holder !== holder && lease.expiresAt >= now;
}

async function holdLease(tx: Tx, holder: string, now: Date): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + LEASE_SECONDS * 1000);
  const held = await tx
    .insert(leases)
    .values({ name: LEASE, holder, expiresAt })
    .onConflictDoUpdate({
      target: leases.name,
      set: { holder, expiresAt },
      setWhere: or(eq(leases.holder, holder), lt(leases.expiresAt, now)),
    })
    .returning({ holder: leases.holder });
  return held.length > 0;
}

/** A market's ticks since its last one up to `second` (and its history before its first tick). */
function makeTicks(source: QuoteSource, market: MarketSpec, second: number, last: StoredTick | undefined) {
  const from = Math.max(last ? last.at + 1 : second, second - CATCH_UP_SECONDS + 1);
  const bars: Bar[] = [];
  let price = last?.price;
  for (let at = from; at <= second; at++) {
    const quote = source.tick(market, at, price);
    price = quote.price;
    bars.push({ start: at, open: price, high: price, low: price, close: price, volume: quote.volume });
  }
  const history: CandleRow[] =
    !last && bars[0] ? candleRows(market.symbol, source.history(market, from, bars[0].open), HISTORY_CANDLES) : [];
  return { symbol: market.symbol, bars, history };
}
