import { and, eq, ne, sql } from 'drizzle-orm';
import type { CallBody } from '../../../contract/calls';
import { Code } from '../../../contract/envelope';
import type { Tx } from '../../db/client';
import { cards, wallets, withdrawals } from '../../db/schema';
import { ApiError, notFound } from '../../errors';

/** The member's saved cards and wallets: one of each number or address, one default per kind, none deleted in use. */

const duplicate = () => new ApiError(Code.conflict, 'payAccountDuplicate');

/** ERC20 addresses are hex, whatever their case; TRC20 (base58) tells cases apart. */
const sameAddress = (chain: string, address: string) =>
  chain === 'ERC20' ? sql`lower(${wallets.address}) = ${address.toLowerCase()}` : eq(wallets.address, address);

/**
 * Call under the member's row lock (`lockMember`), so two parallel adds of one card can't both pass.
 * `coolsUntil`: no withdrawal to it before then (services/money/payout-cooling.ts).
 */
export async function addCard(tx: Tx, memberId: number, body: CallBody<'addCard'>, coolsUntil: Date | null) {
  const [same] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.memberId, memberId), eq(cards.number, body.number)));
  if (same) throw duplicate();
  const values = { memberId, kind: body.kind, bankName: body.bankName, holder: body.holder, number: body.number };
  const [row] = await tx
    .insert(cards)
    .values({ ...values, branch: body.branch ?? '', coolsUntil })
    .returning();
  return row!;
}

/** Call under the member's row lock, as `addCard`. */
export async function addWallet(tx: Tx, memberId: number, body: CallBody<'addWallet'>, coolsUntil: Date | null) {
  const [same] = await tx
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.chain, body.chain), sameAddress(body.chain, body.address)));
  if (same) throw duplicate();
  const [row] = await tx
    .insert(wallets)
    .values({ memberId, chain: body.chain, address: body.address, label: body.label ?? '', coolsUntil })
    .returning();
  return row!;
}

/** A label, or "default" (which the member's other account of that kind gives up). Under the member's row lock. */
export async function updatePayAccount(tx: Tx, memberId: number, body: CallBody<'updatePayAccount'>) {
  const set = { ...(body.label !== undefined && { label: body.label }) };
  if (body.type === 'card') {
    const mineCard = and(eq(cards.id, body.id), eq(cards.memberId, memberId));
    const [card] = await tx.select({ kind: cards.kind }).from(cards).where(mineCard);
    if (!card) throw notFound();
    if (body.isDefault) {
      const others = and(eq(cards.memberId, memberId), eq(cards.kind, card.kind), ne(cards.id, body.id));
      await tx.update(cards).set({ isDefault: false }).where(others);
    }
    await tx
      .update(cards)
      .set({ ...set, ...(body.isDefault && { isDefault: true }) })
      .where(mineCard);
    return;
  }
  const mineWallet = and(eq(wallets.id, body.id), eq(wallets.memberId, memberId));
  const [wallet] = await tx.select({ id: wallets.id }).from(wallets).where(mineWallet);
  if (!wallet) throw notFound();
  if (body.isDefault) {
    const others = and(eq(wallets.memberId, memberId), ne(wallets.id, body.id));
    await tx.update(wallets).set({ isDefault: false }).where(others);
  }
  await tx
    .update(wallets)
    .set({ ...set, ...(body.isDefault && { isDefault: true }) })
    .where(mineWallet);
}

/**
 * Deletes a saved account unless a pending withdrawal goes to it. Under the member's row lock, which a new
 * withdrawal takes too, so none can start to it meanwhile. Decided withdrawals keep their own copy of the label.
 */
export async function deletePayAccount(tx: Tx, memberId: number, body: CallBody<'deletePayAccount'>) {
  const [pending] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        eq(withdrawals.targetType, body.type),
        eq(withdrawals.targetId, body.id),
        eq(withdrawals.status, 'pending'),
      ),
    );
  if (pending) throw new ApiError(Code.conflict, 'payAccountInUse');
  const table = body.type === 'card' ? cards : wallets;
  const gone = await tx
    .delete(table)
    .where(and(eq(table.id, body.id), eq(table.memberId, memberId)))
    .returning({ id: table.id });
  if (!gone.length) throw notFound();
}
