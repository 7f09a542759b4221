import { and, eq, gte, sql } from 'drizzle-orm';
import { formatCents } from '../../contract/money';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

/**
 * What the orders placed since `since` came to, for the reality check: payouts (a win's stake and winnings, a
 * refund's stake) less stakes; an open order counts as its stake, which has not come back yet.
 */
export async function sessionResult(db: Db, memberId: number, since: Date) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${orders.status} = 'open'))::int`,
      net: sql<string>`coalesce(sum(coalesce(${orders.payout}, 0) - ${orders.amount}), 0)::int8`,
    })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), gte(orders.createdAt, since)));
  return { orders: row?.orders ?? 0, open: row?.open ?? 0, net: formatCents(Number(row?.net ?? 0)) };
}
