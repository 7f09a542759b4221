import { limitBreach } from '../../../contract/amount-limits';
import { and, eq } from 'drizzle-orm';
import type { CallBody } from '../../../contract/calls';
import { Code } from '../../../contract/envelope';
import { decimalToCents, formatCents } from '../../../contract/money';
import { maskCardNumber, withdrawFeeCents, type WithdrawStatus } from '../../../contract/wallet';
import type { Db, Tx } from '../../db/client';
import { cards, members, wallets, withdrawals } from '../../db/schema';
import { ApiError, notFound, rule } from '../../errors';
import { settingValues } from '../platform/config';
import { audit, type Actor } from '../operators/audit';
import { recordEvent } from '../platform/events';
import { moveMoney } from './ledger';
import { verifyTradePassword } from '../auth/trade-password';
import { checkCooled } from './payout-cooling';
import type { Language } from '../../../contract/messages';

/** "TXyz…1234": enough of a wallet address to recognise it. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * The destination's label for the record, read with the member's balance (their row is locked by the money call,
 * so it is current); a destination still cooling off (services/money/payout-cooling.ts) is refused.
 */
async function targetAndBalance(
  tx: Tx,
  memberId: number,
  to: CallBody<'withdraw'>['to'],
  when: { now: Date; lang: Language },
): Promise<{ label: string; balance: number }> {
  if (to.type === 'card') {
    const [found] = await tx
      .select({ card: cards, balance: members.balance })
      .from(cards)
      .innerJoin(members, and(eq(members.id, cards.memberId), eq(members.id, memberId)))
      .where(eq(cards.id, to.id));
    if (!found) throw notFound();
    checkCooled(found.card, when.now, when.lang);
    return { label: `${found.card.bankName} ${maskCardNumber(found.card.number)}`, balance: found.balance };
  }
  const [found] = await tx
    .select({ wallet: wallets, balance: members.balance })
    .from(wallets)
    .innerJoin(members, and(eq(members.id, wallets.memberId), eq(members.id, memberId)))
    .where(eq(wallets.id, to.id));
  if (!found) throw notFound();
  checkCooled(found.wallet, when.now, when.lang);
  return { label: `${found.wallet.chain} ${shortAddress(found.wallet.address)}`, balance: found.balance };
}

/** The trade password check, before the transaction (its Argon2id hash takes milliseconds of CPU). */
export async function checkTradePassword(
  db: Db,
  memberId: number,
  password: string,
  ctx: Parameters<typeof verifyTradePassword>[2],
) {
  const [member] = await db.select({ hash: members.tradePasswordHash }).from(members).where(eq(members.id, memberId));
  if (!member?.hash) throw new ApiError(Code.rule, 'tradePasswordNotSet');
  await verifyTradePassword(db, { memberId, password, hash: member.hash }, ctx);
}

/** Checks the destination (cooled off) and the configured limits, then freezes amount + fee until an operator decides. */
export async function placeWithdrawal(
  tx: Tx,
  memberId: number,
  body: Pick<CallBody<'withdraw'>, 'amount' | 'to'>,
  when: { now: Date; lang: Language },
) {
  const { now } = when;
  const { label, balance } = await targetAndBalance(tx, memberId, body.to, when);
  // the settings alone, not what the config call answers (its deposit channels too): one statement fewer under
  // the member's lock
  const settings = await settingValues(tx);
  const bound = (value: string) => decimalToCents(value) ?? 0;
  const breach = limitBreach(body.amount, bound(settings.withdraw_min), bound(settings.withdraw_max));
  if (breach) throw rule(breach === 'belowMin' ? 'withdrawMin' : 'withdrawMax');
  const fee = withdrawFeeCents(body.amount, settings.withdraw_fee_rate);
  // refused before anything is written (moveMoney would refuse it too, after the record and its event)
  if (balance < body.amount + fee) throw rule('insufficient');
  const [row] = await tx
    .insert(withdrawals)
    .values({
      memberId,
      amount: body.amount,
      fee,
      targetType: body.to.type,
      targetId: body.to.id,
      targetLabel: label,
      status: 'pending',
      createdAt: now,
    })
    .returning({ id: withdrawals.id });
  const id = row!.id;
  // the console's review queue hears of it (and the member's other tabs)
  await recordEvent(tx, memberId, 'withdrawal', { id, status: 'pending', reason: null });
  const total = body.amount + fee;
  await moveMoney(
    tx,
    memberId,
    { balance: -total, frozen: total, kind: 'withdraw', refType: 'withdrawal', refId: id },
    now,
  );
  return { id, amount: formatCents(body.amount), fee: formatCents(fee), status: 'pending' as const };
}

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A withdrawal as its member reads it. */
export const withdrawalView = (w: WithdrawalRow) => ({
  id: w.id,
  amount: formatCents(w.amount),
  fee: formatCents(w.fee),
  to: { type: w.targetType as 'card' | 'wallet', id: w.targetId, label: w.targetLabel },
  status: w.status as WithdrawStatus,
  createdAt: w.createdAt.toISOString(),
  reviewedAt: w.reviewedAt ? w.reviewedAt.toISOString() : null,
  reviewNote: w.reviewNote,
});

/**
 * The member takes back a pending withdrawal: amount + fee leave frozen for the balance (bill
 * "withdraw_refund"). The row lock decides against an operator's approve or reject: whoever locks it
 * first while it is pending wins, the other finds it decided. Cancelling a cancelled one again is a no-op.
 */
export async function cancelWithdrawal(tx: Tx, memberId: number, id: number, actor: Actor, now: Date) {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)))
    .for('update');
  if (!row) throw notFound();
  if (row.status === 'cancelled') return withdrawalView(row);
  if (row.status !== 'pending') throw new ApiError(Code.conflict, 'withdrawDecided');
  const [cancelled] = await tx
    .update(withdrawals)
    .set({ status: 'cancelled', reviewedAt: now })
    .where(eq(withdrawals.id, id))
    .returning();
  await recordEvent(tx, memberId, 'withdrawal', { id, status: 'cancelled', reason: null });
  const total = row.amount + row.fee;
  await moveMoney(
    tx,
    memberId,
    { frozen: -total, balance: total, kind: 'withdraw_refund', refType: 'withdrawal', refId: id },
    now,
  );
  await audit(
    tx,
    actor,
    {
      action: 'withdraw.cancel',
      target: `withdraw #${id}`,
      before: { status: row.status },
      after: { status: 'cancelled' },
    },
    now,
  );
  return withdrawalView(cancelled!);
}
