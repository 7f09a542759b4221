import { asc, eq, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, recharges, withdrawals } from '../../db/schema';

/** Pending recharges and withdrawals with their member's account, oldest first: the console's queue and `pending`. */
export async function pendingReviews(db: Db) {
  const queue = <T extends typeof recharges | typeof withdrawals>(table: T) =>
    db
      .select({ row: table, account: members.account })
      .from(table as typeof recharges)
      .innerJoin(members, eq(members.id, table.memberId))
      .where(eq(table.status, 'pending'))
      .orderBy(asc(table.createdAt), asc(table.id));
  const [pendingRecharges, pendingWithdrawals] = await Promise.all([queue(recharges), queue(withdrawals)]);
  return {
    recharges: pendingRecharges as Array<{ row: typeof recharges.$inferSelect; account: string }>,
    withdrawals: pendingWithdrawals as unknown as Array<{ row: typeof withdrawals.$inferSelect; account: string }>,
  };
}

/** Seconds the oldest pending recharge or withdrawal has waited; null when nothing waits. */
export async function oldestPendingAgeSeconds(db: Db, now: Date): Promise<number | null> {
  const oldest = async (table: typeof recharges | typeof withdrawals) =>
    (
      await db
        .select({ at: min(table.createdAt) })
        .from(table)
        .where(eq(table.status, 'pending'))
    )[0]?.at ?? null;
  const times = (await Promise.all([oldest(recharges), oldest(withdrawals)])).filter((at) => at !== null);
  if (times.length === 0) return null;
  return Math.max(0, Math.floor((now.getTime() - Math.min(...times.map((at) => at.getTime()))) / 1000));
}
