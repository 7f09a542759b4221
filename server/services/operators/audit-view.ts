import { inArray } from 'drizzle-orm';
import { formatCents } from '../../../contract/money';
import type { Db } from '../../db/client';
import { auditLog, members, operators, recharges, withdrawals } from '../../db/schema';

type AuditRow = typeof auditLog.$inferSelect;

/** One changed field, before → after, as text ("—" on screen for null). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** Fields that name an operator or a member by id: shown as the account. */
const OPERATOR_ID_FIELDS = new Set(['reviewedBy', 'operatorId', 'issuedBy']);
const MEMBER_ID_FIELDS = new Set(['memberId']);
/** What changes with every write and says nothing to a reader. */
const SKIPPED_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

/** Nested objects (a text in each language) become one field each: "title.en". */
function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    if (prefix) out[prefix] = value;
    return out;
  }
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value);

/** The fields that differ between before and after, both sides side by side. */
export function changesOf(before: unknown, after: unknown): AuditChange[] {
  const [b, a] = [flatten(before), flatten(after)];
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((field) => !SKIPPED_FIELDS.has(field) && text(b[field]) !== text(a[field]))
    .map((field) => ({ field, before: text(b[field]), after: text(a[field]) }));
}

const TARGET = /^(\w+) #(\d+)$/;
const idsOf = (rows: AuditRow[], kind: string) =>
  rows.flatMap((r) => {
    const match = TARGET.exec(r.target);
    return match && match[1] === kind ? [Number(match[2])] : [];
  });

async function accounts(db: Db, table: typeof members | typeof operators, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: table.id, account: table.account }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, r.account]));
}

async function reviewed(db: Db, table: typeof recharges | typeof withdrawals, ids: number[]) {
  if (ids.length === 0) return new Map<number, { memberId: number; amount: number }>();
  const rows = await db
    .select({ id: table.id, memberId: table.memberId, amount: table.amount })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Audit rows as an operator reads them: who did what to whom, with the member, operator and amount the target
 * names resolved from its id, and the changed fields side by side with ids shown as accounts.
 */
export async function readableAudit(db: Db, rows: AuditRow[]) {
  const [recharged, withdrawn] = await Promise.all([
    reviewed(db, recharges, idsOf(rows, 'recharge')),
    reviewed(db, withdrawals, idsOf(rows, 'withdraw')),
  ]);
  const memberIds = [
    ...idsOf(rows, 'member'),
    ...[...recharged.values(), ...withdrawn.values()].map((r) => r.memberId),
  ];
  const changes = rows.map((r) => changesOf(r.before, r.after));
  const idsIn = (names: Set<string>) =>
    changes.flatMap((list) =>
      list.flatMap((c) => (names.has(c.field) ? [c.before, c.after] : [])).flatMap((v) => (v ? [Number(v)] : [])),
    );
  const [memberAccounts, operatorAccounts] = await Promise.all([
    accounts(db, members, [...memberIds, ...idsIn(MEMBER_ID_FIELDS)]),
    accounts(db, operators, [...idsOf(rows, 'operator'), ...idsIn(OPERATOR_ID_FIELDS)]),
  ]);
  const named = (field: string, value: string | null) => {
    if (value === null) return null;
    if (OPERATOR_ID_FIELDS.has(field)) return operatorAccounts.get(Number(value)) ?? value;
    if (MEMBER_ID_FIELDS.has(field)) return memberAccounts.get(Number(value)) ?? value;
    return value;
  };
  return rows.map((r, i) => {
    const [, kind = '', id = ''] = TARGET.exec(r.target) ?? [];
    const money =
      kind === 'recharge' ? recharged.get(Number(id)) : kind === 'withdraw' ? withdrawn.get(Number(id)) : undefined;
    const member = money
      ? memberAccounts.get(money.memberId)
      : kind === 'member'
        ? memberAccounts.get(Number(id))
        : undefined;
    const operator = kind === 'operator' ? operatorAccounts.get(Number(id)) : undefined;
    return {
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actor,
      action: r.action,
      target: r.target,
      subject: {
        ...(member ? { member } : {}),
        ...(operator ? { operator } : {}),
        ...(money ? { amount: formatCents(money.amount) } : {}),
      },
      changes: changes[i]!.map((c) => ({ ...c, before: named(c.field, c.before), after: named(c.field, c.after) })),
      address: r.address,
    };
  });
}
