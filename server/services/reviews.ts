import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { recharges, withdrawals } from '../db/schema';
import { moveMoney } from './ledger';

/** Operator decisions on recharges and withdrawals; each runs inside the caller's transaction. */
export type Decision = 'approve' | 'reject';

/** Approving credits the balance (bill "recharge"); rejecting moves nothing. False when not pending. */
export async function reviewRecharge(tx: Tx, id: number, decision: Decision, now: Date): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, id), eq(recharges.status, 'pending')))
    .for('update');
  if (!row) return false;
  const status = decision === 'approve' ? 'approved' : 'rejected';
  await tx.update(recharges).set({ status, reviewedAt: now }).where(eq(recharges.id, id));
  if (decision === 'approve') {
    await moveMoney(tx, row.memberId, { balance: row.amount, kind: 'recharge', refType: 'recharge', refId: id }, now);
  }
  return true;
}

/** Approving lets amount + fee leave frozen; rejecting returns it to the balance (bill "withdraw_refund"). */
export async function reviewWithdrawal(tx: Tx, id: number, decision: Decision, now: Date): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .for('update');
  if (!row) return false;
  const total = row.amount + row.fee;
  const status = decision === 'approve' ? 'approved' : 'rejected';
  await tx.update(withdrawals).set({ status, reviewedAt: now }).where(eq(withdrawals.id, id));
  const back = decision === 'approve' ? 0 : total;
  await moveMoney(
    tx,
    row.memberId,
    { frozen: -total, balance: back, kind: 'withdraw_refund', refType: 'withdrawal', refId: id },
    now,
  );
  return true;
}
