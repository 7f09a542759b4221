import { limitBreach } from '../../contract/amount-limits';
import { and, eq } from 'drizzle-orm';
import type { CallBody } from '../../contract/calls';
import { Code } from '../../contract/envelope';
import { formatCents, moneyToCents } from '../../contract/money';
import { maskCardNumber, withdrawFeeCents } from '../../contract/wallet';
import type { Db, Tx } from '../db/client';
import { cards, members, wallets, withdrawals } from '../db/schema';
import { ApiError, notFound, rule } from '../errors';
import { readConfig } from './config';
import { moveMoney } from './ledger';
import { verifyTradePassword } from './trade-password';

/** "TXyz…1234": enough of a wallet address to recognise it. */
const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

async function targetLabel(tx: Tx, memberId: number, to: CallBody<'withdraw'>['to']): Promise<string> {
  if (to.type === 'card') {
    const [card] = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.id, to.id), eq(cards.memberId, memberId)));
    if (!card) throw notFound();
    return `${card.bankName} ${maskCardNumber(card.number)}`;
  }
  const [wallet] = await tx
    .select()
    .from(wallets)
    .where(and(eq(wallets.id, to.id), eq(wallets.memberId, memberId)));
  if (!wallet) throw notFound();
  return `${wallet.chain} ${shortAddress(wallet.address)}`;
}

/** The trade password check, before the transaction (scrypt takes tens of milliseconds). */
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

/** Checks the destination and the configured limits, then freezes amount + fee until an operator decides. */
export async function placeWithdrawal(
  tx: Tx,
  memberId: number,
  body: Pick<CallBody<'withdraw'>, 'amount' | 'to'>,
  now: Date,
) {
  const label = await targetLabel(tx, memberId, body.to);
  const config = await readConfig(tx);
  const breach = limitBreach(body.amount, moneyToCents(config.withdraw_min), moneyToCents(config.withdraw_max));
  if (breach) throw rule(breach === 'belowMin' ? 'withdrawMin' : 'withdrawMax');
  const fee = withdrawFeeCents(body.amount, config.withdraw_fee_rate);
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
  const total = body.amount + fee;
  await moveMoney(
    tx,
    memberId,
    { balance: -total, frozen: total, kind: 'withdraw', refType: 'withdrawal', refId: id },
    now,
  );
  return { id, amount: formatCents(body.amount), fee: formatCents(fee), status: 'pending' as const };
}
