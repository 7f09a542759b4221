import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, recharges, withdrawals } from '../db/schema';

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
