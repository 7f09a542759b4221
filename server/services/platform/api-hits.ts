import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiHits } from '../../db/schema';

/**
 * How many requests of one client an instance takes from the shared count at a time: a thousandth of the limit
 * (1 below 2,000, where every request is written, as before). The margin of the limit: a client is never let
 * through more than the limit in a window, and may be refused up to this many minus one early per other instance
 * (what they took and have not used).
 */
export const batchOf = (limit: number) => Math.max(1, Math.floor(limit / 1000));

/** What this instance holds of one client's window. */
interface Share {
  /** requests taken from the window's count and not used yet */
  left: number;
  /** the window's count once the last take and everything before it are used */
  upTo: number;
  /** the count reached the limit: refuse without asking again */
  spent: boolean;
  /** the take in flight, which every request that finds nothing left waits for */
  taking?: Promise<void>;
}

/**
 * API_RATE_LIMIT's counts, shared by the instances through one row per client and window of `api_hits` (an
 * UNLOGGED table): an instance takes `batchOf(limit)` requests of the client's window at a time with one upsert
 * and lets them through without writing; a window whose count reached the limit is refused here until it ends,
 * with no write at all. So a client writes its row once per batch per instance, not on every request.
 */
export function apiHitCounter(db: Db, limit: number, now: () => number) {
  const batch = batchOf(limit);
  /** by window start, then client key */
  const windows = new Map<number, Map<string, Share>>();

  const shareOf = (key: string, start: number) => {
    for (const old of windows.keys()) if (old < start) windows.delete(old);
    let clients = windows.get(start);
    if (!clients) windows.set(start, (clients = new Map()));
    let share = clients.get(key);
    if (!share) clients.set(key, (share = { left: 0, upTo: 0, spent: false }));
    return share;
  };

  async function take(key: string, start: number, share: Share): Promise<void> {
    // the count may pass the limit by what the last takes asked for; what each was granted stays within it
    const [row] = await db
      .insert(apiHits)
      .values({ key, windowStart: new Date(start), hits: batch })
      .onConflictDoUpdate({
        target: [apiHits.key, apiHits.windowStart],
        set: { hits: sql`${apiHits.hits} + ${batch}` },
      })
      .returning({ hits: apiHits.hits });
    const before = row!.hits - batch;
    const granted = Math.max(0, Math.min(batch, limit - before));
    share.left += granted;
    share.upTo = before + granted;
    if (before + batch >= limit) share.spent = true;
  }

  return {
    /**
     * Counts one request of `key`: `current` is its place in the window's count (past the limit: refused) and
     * `ttl` the ms left in the window.
     */
    async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
      const start = Math.floor(now() / windowMs) * windowMs;
      const ttl = start + windowMs - now();
      const share = shareOf(key, start);
      while (share.left === 0 && !share.spent) {
        share.taking ??= take(key, start, share).finally(() => (share.taking = undefined));
        await share.taking;
      }
      if (share.left === 0) return { current: limit + 1, ttl };
      share.left -= 1;
      return { current: share.upTo - share.left, ttl };
    },
  };
}

export type ApiHitCounter = ReturnType<typeof apiHitCounter>;
