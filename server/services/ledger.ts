import { eq } from 'drizzle-orm';
import type { BillKind } from '../../contract/wallet';
import type { Tx } from '../db/client';
import { bills, members } from '../db/schema';
import { notFound, rule } from '../errors';
import { formatCents } from '../../contract/money';
import { recordEvent } from './events';

export interface Move {
  /** signed cents added to the spendable balance; a non-zero value writes a bill */
  balance?: number;
  frozen?: number;
  term?: number;
  kind: BillKind;
  refType: string;
  refId: number | null;
  memo?: string;
}

/**
 * Takes the member's row lock at the start of a money transaction: rows inserted before the balance
 * changes reference the member (a foreign key's KEY SHARE lock), and upgrading that lock later would
 * deadlock two parallel requests of one member.
 */
export async function lockMember(tx: Tx, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/**
 * The only code that changes a member's balance, frozen or term balance, but for settlement's set statements
 * (services/settlement.ts), which keep the same invariants. It locks the member's row
 * (SELECT … FOR UPDATE) inside the caller's transaction, refuses to take any of them below zero
 * (422 insufficient), and writes the bill in the same transaction, so balance = Σ bills.amount always.
 * The member's apps hear the new amounts when it commits (a `balance` event; under the row lock, so one
 * member's balance events have ascending ids in commit order).
 */
export async function moveMoney(tx: Tx, memberId: number, move: Move, now: Date) {
  const [member] = await tx
    .select({ balance: members.balance, frozen: members.frozen, termBalance: members.termBalance })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member) throw notFound();
  const balance = member.balance + (move.balance ?? 0);
  const frozen = member.frozen + (move.frozen ?? 0);
  const termBalance = member.termBalance + (move.term ?? 0);
  if (balance < 0 || termBalance < 0) throw rule('insufficient');
  if (frozen < 0) throw new Error(`frozen of member ${memberId} would go negative`);
  await tx.update(members).set({ balance, frozen, termBalance }).where(eq(members.id, memberId));
  if (move.balance) {
    await tx.insert(bills).values({
      memberId,
      kind: move.kind,
      amount: move.balance,
      balanceAfter: balance,
      refType: move.refType,
      refId: move.refId,
      memo: move.memo ?? '',
      createdAt: now,
    });
  }
  await recordEvent(tx, memberId, 'balance', {
    balance: formatCents(balance),
    frozen: formatCents(frozen),
    termBalance: formatCents(termBalance),
  });
  return { balance, frozen, termBalance };
}
