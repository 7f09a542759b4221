import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { recharges, withdrawals } from '../../db/schema';
import { audit, type Actor } from '../operators/audit';
import { recordEvent } from '../platform/events';
import { moveMoney } from './ledger';

/**
 * Operator decisions on recharges and withdrawals; each runs inside the caller's transaction, with its audit
 * row and the member's event (`recharge` / `withdrawal`: the record's id, status and reason).
 */
export type Decision = 'approve' | 'reject';
export interface Review {
  decision: Decision;
  /** what the member reads on the record's page when it is rejected */
  reason?: string | undefined;
  actor: Actor;
}

const decided = (review: Review, now: Date) => ({
  status: review.decision === 'approve' ? 'approved' : 'rejected',
  reviewedAt: now,
  reviewedBy: review.actor.operatorId,
  reviewNote: review.reason || null,
});

/** Approving credits the balance (bill "recharge"); rejecting moves nothing. The member's id; none when not pending. */
export async function reviewRecharge(tx: Tx, id: number, review: Review, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, id), eq(recharges.status, 'pending')))
    .for('update');
  if (!row) return undefined;
  const set = decided(review, now);
  await tx.update(recharges).set(set).where(eq(recharges.id, id));
  await recordEvent(tx, row.memberId, 'recharge', { id, status: set.status, reason: set.reviewNote });
  if (review.decision === 'approve') {
    await moveMoney(tx, row.memberId, { balance: row.amount, kind: 'recharge', refType: 'recharge', refId: id }, now);
  }
  await audit(
    tx,
    review.actor,
    { action: `recharge.${review.decision}`, target: `recharge #${id}`, before: { status: row.status }, after: set },
    now,
  );
  return row.memberId;
}

/** Approving lets amount + fee leave frozen; rejecting returns it to the balance (bill "withdraw_refund"). As above. */
export async function reviewWithdrawal(tx: Tx, id: number, review: Review, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .for('update');
  if (!row) return undefined;
  const total = row.amount + row.fee;
  const set = decided(review, now);
  await tx.update(withdrawals).set(set).where(eq(withdrawals.id, id));
  await recordEvent(tx, row.memberId, 'withdrawal', { id, status: set.status, reason: set.reviewNote });
  const back = review.decision === 'approve' ? 0 : total;
  await moveMoney(
    tx,
    row.memberId,
    { frozen: -total, balance: back, kind: 'withdraw_refund', refType: 'withdrawal', refId: id },
    now,
  );
  await audit(
    tx,
    review.actor,
    { action: `withdraw.${review.decision}`, target: `withdraw #${id}`, before: { status: row.status }, after: set },
    now,
  );
  return row.memberId;
}
