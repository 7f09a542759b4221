import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { OperatorRole } from '../../../contract/admin';
import type { Db, Tx } from '../../db/client';
import { operators, operatorSessions, passkeys } from '../../db/schema';
import { audit, type Actor } from './audit';
import { hashPassword } from '../auth/passwords';

/**
 * What an admin does to operators (the console and the operator command alike): create, change the role,
 * disable or enable, reset the password. Each is one transaction with its audit row; no secret is recorded.
 */
type OperatorRow = typeof operators.$inferSelect;

/** An operator as the audit log and the console show them: never a hash or a secret. */
export const operatorSummary = (o: OperatorRow) => ({
  account: o.account,
  role: o.role,
  active: o.disabledAt === null,
  enrolled: o.totpSecret !== null,
  mustChangePassword: o.mustChangePassword,
});

export async function createOperator(
  db: Db,
  input: { account: string; password: string; role: OperatorRole },
  actor: Actor,
  now: Date,
): Promise<OperatorRow> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ account: input.account, passwordHash, role: input.role })
      .returning();
    await audit(
      tx,
      actor,
      { action: 'operator.create', target: `operator #${row!.id}`, after: operatorSummary(row!) },
      now,
    );
    return row!;
  });
}

/** Any constant shared by every instance: changes that could leave no active admin are made one at a time. */
const ADMINS_LOCK = 727_274_004;

const isActiveAdmin = (o: Pick<OperatorRow, 'role' | 'disabledAt'>) => o.role === 'admin' && o.disabledAt === null;

export type OperatorChange =
  | { kind: 'role'; role: OperatorRole }
  | { kind: 'active'; active: boolean }
  /** a new password the operator replaces at the next sign-in; with `secondFactor`, a new authenticator too */
  | { kind: 'reset'; secondFactor: boolean };

/** What a change writes, and the audit action that names it. */
async function columnsOf(change: OperatorChange, now: Date, temporaryPassword: string) {
  switch (change.kind) {
    case 'role':
      return { action: 'operator.role', set: { role: change.role } };
    case 'active':
      return {
        action: change.active ? 'operator.enable' : 'operator.disable',
        set: { disabledAt: change.active ? null : now },
      };
    case 'reset': {
      const set: Partial<OperatorRow> = {
        passwordHash: await hashPassword(temporaryPassword),
        mustChangePassword: true,
      };
      if (change.secondFactor) Object.assign(set, { totpSecret: null, pendingTotpSecret: null, totpLastStep: null });
      return { action: change.secondFactor ? 'operator.resetTotp' : 'operator.resetPassword', set };
    }
  }
}

export type ChangeOutcome =
  | { done: true; operator: ReturnType<typeof operatorSummary>; temporaryPassword?: string }
  | { done: false; reason: 'notFound' | 'lastAdmin' };

/**
 * Changes one operator. The last active admin can be neither demoted nor disabled: the check runs under a lock
 * in the change's transaction, so two admins disabling each other at once leave one of them. Every change ends
 * the operator's sessions at once: a console opened under the old role (its event stream follows what that role
 * may see) is not kept; the operator signs in again under the new one.
 */
export async function changeOperator(
  db: Db,
  id: number,
  change: OperatorChange,
  actor: Actor,
  now: Date,
): Promise<ChangeOutcome> {
  const temporaryPassword = change.kind === 'reset' ? newTemporaryPassword() : undefined;
  const { action, set } = await columnsOf(change, now, temporaryPassword ?? '');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK})`);
    const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
    if (!before) return { done: false, reason: 'notFound' };
    const after = { ...before, ...set };
    if (isActiveAdmin(before) && !isActiveAdmin(after) && (await otherActiveAdmins(tx, id)) === 0) {
      return { done: false, reason: 'lastAdmin' };
    }
    await tx.update(operators).set(set).where(eq(operators.id, id));
    await endSessions(tx, id, now);
    // a reset takes the operator's passkeys too: whoever holds the old device signs in with it no more
    if (change.kind === 'reset') await tx.delete(passkeys).where(eq(passkeys.operatorId, id));
    const entry = { action, target: `operator #${id}`, before: operatorSummary(before), after: operatorSummary(after) };
    await audit(tx, actor, entry, now);
    return { done: true, operator: operatorSummary(after), ...(temporaryPassword ? { temporaryPassword } : {}) };
  });
}

async function otherActiveAdmins(tx: Tx, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt), ne(operators.id, id)));
  return row?.n ?? 0;
}

export async function endSessions(tx: Tx, operatorId: number, now: Date) {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

// no 0/O, 1/l/I: read aloud or copied by hand
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 12 random characters in three groups (about 59 bits), with a letter and a digit as every password needs. */
export function newTemporaryPassword(): string {
  for (;;) {
    const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
    const text = [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
    if (/[a-z]/.test(text) && /\d/.test(text)) return text;
  }
}

/** The id of the operator with this account, for the command that names operators by account. */
export async function operatorIdOf(db: Db, account: string): Promise<number | undefined> {
  const [row] = await db.select({ id: operators.id }).from(operators).where(eq(operators.account, account));
  return row?.id;
}

/** Whether any operator could sign in as an admin (a first start without one says how to create one). */
export async function hasActiveAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt)));
  return (row?.n ?? 0) > 0;
}
