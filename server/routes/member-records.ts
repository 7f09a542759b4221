import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DepositMethod } from '../../contract/content';
import { formatCents } from '../../contract/money';
import { maskCardNumber, type BillKind, type CardKind, type ReviewStatus } from '../../contract/wallet';
import { bills, cards, recharges, wallets } from '../db/schema';
import { type RecordKind, type RecordNaming } from '../services/money/record-ref';
import { RECORD_KEY } from '../services/money/record-key';
import { invalidField } from '../errors';
import type { Language } from '../../contract/messages';

/** The member's own rows, narrowed by the optional filters that are set. */
export function mine(
  memberColumn: PgColumn,
  memberId: number,
  ...filters: Array<[PgColumn, unknown]>
): SQL | undefined {
  return and(eq(memberColumn, memberId), ...filters.filter(([, v]) => v !== undefined).map(([c, v]) => eq(c, v)));
}

/** A record list's request, as myRecords reads it. */
interface RecordQuery {
  memberId: number;
  body: { id?: number | undefined; key?: string | undefined };
  lang: Language;
}

/**
 * The member's own records of `kind`, narrowed by the list's `id` or `key` and the other filters that are set. A
 * key of the wrong shape is a 400; one that names no record of this kind of this member's (another member's,
 * another kind's, a forged one) finds nothing: it is read as id 0, which no row has.
 */
export function myRecords(
  naming: RecordNaming,
  kind: RecordKind,
  table: { id: PgColumn; memberId: PgColumn },
  { memberId, body, lang }: RecordQuery,
  ...filters: Array<[PgColumn, unknown]>
): SQL | undefined {
  const { key } = body;
  if (key !== undefined && !RECORD_KEY.test(key)) throw invalidField('key', 'v.id', lang);
  const keyed = key === undefined ? undefined : (naming.recordKeys.decode(kind, memberId, key) ?? 0);
  return mine(table.memberId, memberId, [table.id, body.id], [table.id, keyed], ...filters);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type WalletRow = typeof wallets.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export const walletItem = (w: WalletRow) => ({
  id: w.id,
  chain: w.chain as 'TRC20' | 'ERC20',
  address: w.address,
  label: w.label,
  isDefault: w.isDefault,
  createdAt: w.createdAt.toISOString(),
  coolsUntil: iso(w.coolsUntil),
});
export const cardItem = (c: CardRow) => ({
  id: c.id,
  kind: c.kind as CardKind,
  bankName: c.bankName,
  holder: c.holder,
  numberMasked: maskCardNumber(c.number),
  branch: c.branch,
  label: c.label,
  isDefault: c.isDefault,
  createdAt: c.createdAt.toISOString(),
  coolsUntil: iso(c.coolsUntil),
});

/** A recharge as the member's records show it (and the console's member page). */
export const rechargeItem = (r: typeof recharges.$inferSelect) => ({
  id: r.id,
  method: r.method as DepositMethod,
  amount: formatCents(r.amount),
  status: r.status as ReviewStatus,
  reference: r.reference,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: iso(r.reviewedAt),
  reviewNote: r.reviewNote,
});

/** A bill as the member's ledger shows it (and the console beside a member). */
export const billItem = (b: typeof bills.$inferSelect) => ({
  id: b.id,
  kind: b.kind as BillKind,
  amount: formatCents(b.amount),
  balanceAfter: formatCents(b.balanceAfter),
  refType: b.refType,
  refId: b.refId,
  memo: b.memo,
  createdAt: b.createdAt.toISOString(),
});
