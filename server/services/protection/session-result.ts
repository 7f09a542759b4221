import { and, eq, gte, sql } from 'drizzle-orm';
import { formatCents } from '../../../contract/money';
import type { Db } from '../../db/client';
import { orders, sessions } from '../../db/schema';
import { hashToken } from '../auth/sessions';

/**
 * What the orders placed in the session of `token` (since its sign-in, by the server's clock) came to, for the
 * reality check: payouts (a win's stake and winnings, a refund's stake) less stakes; an open order counts as its
 * stake, which has not come back yet.
 */
export async function sessionResult(db: Db, memberId: number, token: string) {
  const [session] = await db
    .select({ since: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  const since = session?.since ?? new Date(0);
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
