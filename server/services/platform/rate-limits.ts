import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rateEvents } from '../../db/schema';

/**
 * Sliding-window counters kept in the database, so every instance behind a load balancer shares them.
 * Returns the seconds to wait when `key` already has `limit` events in the window, else undefined.
 */
export async function retryAfter(db: Db | Tx, key: string, limit: number, windowSeconds: number, now: Date) {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .select({ n: count(), oldest: min(rateEvents.at) })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gt(rateEvents.at, since)));
  if (!row || row.n < limit || !row.oldest) return undefined;
  return Math.max(1, Math.ceil((new Date(row.oldest).getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
}

export async function clearEvents(db: Db | Tx, key: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.key, key));
}
