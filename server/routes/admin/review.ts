import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ReviewKind } from '../../../contract/admin';
import { Code } from '../../../contract/envelope';
import { formatCents } from '../../../contract/money';
import type { Db } from '../../db/client';
import { bills, cards, members, operators, recharges, wallets, withdrawals } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { billItem } from '../member-records';
import { pendingReviews } from '../../services/money/review-queue';
import { reviewRecharge, reviewWithdrawal } from '../../services/money/reviews';
import { operatorCall } from './operator-call';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const RECENT_BILLS = 10;

/** A member as an operator sees them beside a decision or a lookup. */
export async function memberSummary(db: Db, member: typeof members.$inferSelect) {
  const recent = await db
    .select()
    .from(bills)
    .where(eq(bills.memberId, member.id))
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
    bills: recent.map(billItem),
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

/** A recharge or withdrawal with what deciding it needs: how the money came, or where it goes. */
async function decisionItem(db: Db, kind: ReviewKind, id: number) {
  if (kind === 'withdraw') {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
    if (!row) return undefined;
    const details = {
      fee: formatCents(row.fee),
      to: row.targetLabel,
      payee: await payee(db, row.targetType, row.targetId),
    };
    return { row, details };
  }
  const [row] = await db.select().from(recharges).where(eq(recharges.id, id));
  return row && { row, details: { method: row.method, reference: row.reference } };
}

export default async function adminReviewRoutes(app: FastifyInstance) {
  const db = app.db;

  operatorCall(app, 'queue', async () => {
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

  operatorCall(app, 'queueItem', async ({ body }) => {
    const found = await decisionItem(db, body.kind, body.id);
    if (!found) throw notFound();
    const { row, details } = found;
    // every recharge and withdrawal belongs to a member (a foreign key)
    const [member] = await db.select().from(members).where(eq(members.id, row.memberId));
    const [reviewer] = row.reviewedBy
      ? await db.select({ account: operators.account }).from(operators).where(eq(operators.id, row.reviewedBy))
      : [];
    return {
      kind: body.kind,
      id: row.id,
      amount: formatCents(row.amount),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: iso(row.reviewedAt),
      reviewedBy: reviewer?.account ?? null,
      reviewNote: row.reviewNote,
      ...details,
      member: await memberSummary(db, member!),
    };
  });

  // Two operators deciding one item: the first takes its row lock and decides; the second finds it decided (409).
  operatorCall(app, 'review', async ({ body, actor, now }) => {
    const review = { decision: body.decision, reason: body.reason, actor };
    const memberId = await db.transaction((tx) =>
      body.kind === 'recharge' ? reviewRecharge(tx, body.id, review, now) : reviewWithdrawal(tx, body.id, review, now),
    );
    if (memberId === undefined) {
      const exists = await decisionItem(db, body.kind, body.id);
      throw exists ? new ApiError(Code.conflict, 'alreadyReviewed') : notFound();
    }
    return {};
  });
}
