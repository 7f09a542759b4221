import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reviewBody, reviewItemBody } from '../../../contract/admin';
import { Code, emptySchema } from '../../../contract/envelope';
import { formatCents } from '../../../contract/money';
import type { Db } from '../../db/client';
import { bills, cards, members, operators, recharges, wallets, withdrawals } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { pendingReviews } from '../../services/review-queue';
import { reviewRecharge, reviewWithdrawal } from '../../services/reviews';
import { operatorCall } from './operator-call';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const RECENT_BILLS = 10;

/** A member as an operator sees them beside a decision or a lookup. */
export async function memberSummary(db: Db, memberId: number) {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw notFound();
  const recent = await db
    .select()
    .from(bills)
    .where(eq(bills.memberId, memberId))
    .orderBy(desc(bills.id))
    .limit(RECENT_BILLS);
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    balance: formatCents(member.balance),
    frozen: formatCents(member.frozen),
    termBalance: formatCents(member.termBalance),
    createdAt: member.createdAt.toISOString(),
    bills: recent.map((b) => ({
      id: b.id,
      kind: b.kind,
      amount: formatCents(b.amount),
      balanceAfter: formatCents(b.balanceAfter),
      createdAt: b.createdAt.toISOString(),
    })),
  };
}

/** Where a withdrawal's money goes, in full: the operator pays it by hand. */
async function payee(db: Db, type: string, id: number) {
  if (type === 'card') {
    const [card] = await db.select().from(cards).where(eq(cards.id, id));
    return card ? `${card.bankName} · ${card.holder} · ${card.number}${card.branch ? ` · ${card.branch}` : ''}` : '';
  }
  const [wallet] = await db.select().from(wallets).where(eq(wallets.id, id));
  return wallet ? `${wallet.chain} · ${wallet.address}` : '';
}

export default async function adminReviewRoutes(app: FastifyInstance) {
  const db = app.db;

  operatorCall(app, 'queue', 'review', emptySchema, async () => {
    const pending = await pendingReviews(db);
    return {
      recharges: pending.recharges.map(({ row: r, account }) => ({
        kind: 'recharge' as const,
        id: r.id,
        account,
        amount: formatCents(r.amount),
        method: r.method,
        reference: r.reference,
        createdAt: r.createdAt.toISOString(),
      })),
      withdrawals: pending.withdrawals.map(({ row: w, account }) => ({
        kind: 'withdraw' as const,
        id: w.id,
        account,
        amount: formatCents(w.amount),
        fee: formatCents(w.fee),
        to: w.targetLabel,
        createdAt: w.createdAt.toISOString(),
      })),
    };
  });

  operatorCall(app, 'queueItem', 'review', reviewItemBody, async ({ body }) => {
    const table = body.kind === 'recharge' ? recharges : withdrawals;
    const [row] = await db
      .select({ item: table, reviewer: operators.account })
      .from(table)
      .leftJoin(operators, eq(operators.id, table.reviewedBy))
      .where(eq(table.id, body.id));
    if (!row) throw notFound();
    const { item, reviewer } = row;
    const common = {
      kind: body.kind,
      id: item.id,
      amount: formatCents(item.amount),
      status: item.status,
      createdAt: item.createdAt.toISOString(),
      reviewedAt: iso(item.reviewedAt),
      reviewedBy: reviewer,
      reviewNote: item.reviewNote,
    };
    const details =
      'fee' in item
        ? { fee: formatCents(item.fee), to: item.targetLabel, payee: await payee(db, item.targetType, item.targetId) }
        : {
            method: (item as typeof recharges.$inferSelect).method,
            reference: (item as typeof recharges.$inferSelect).reference,
          };
    return { ...common, ...details, member: await memberSummary(db, item.memberId) };
  });

  // Two operators deciding one item: the first takes its row lock and decides; the second finds it decided (409).
  operatorCall(app, 'review', 'review', reviewBody, async ({ body, actor, now }) => {
    const review = { decision: body.decision, reason: body.reason, actor };
    const done = await db.transaction((tx) =>
      body.kind === 'recharge' ? reviewRecharge(tx, body.id, review, now) : reviewWithdrawal(tx, body.id, review, now),
    );
    if (!done) {
      const table = body.kind === 'recharge' ? recharges : withdrawals;
      const [exists] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, body.id)));
      throw exists ? new ApiError(Code.conflict, 'alreadyReviewed') : notFound();
    }
    return {};
  });
}
