import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { OPERATOR_ROLES, type OperatorRole } from '../../../contract/admin';
import type { Db, Tx } from '../../db/client';
import { operatorSessions, operators, passkeys, rolePolicies } from '../../db/schema';
import { audit, type Actor } from './audit';

/** Whether each role requires a passkey in place of the authenticator's code, in the console's role order. */
export async function passkeyPolicies(db: Db): Promise<Array<{ role: OperatorRole; passkeyRequired: boolean }>> {
  const rows = await db.select().from(rolePolicies);
  const required = new Set(rows.filter((r) => r.passkeyRequired).map((r) => r.role));
  return OPERATOR_ROLES.map((role) => ({ role, passkeyRequired: required.has(role) }));
}

export async function passkeyRequired(db: Db | Tx, role: OperatorRole): Promise<boolean> {
  const [row] = await db.select().from(rolePolicies).where(eq(rolePolicies.role, role));
  return row?.passkeyRequired ?? false;
}

/**
 * SQL for "this operator's role requires a passkey and they have none yet": such an operator may only enrol
 * one (routes/admin/operator-call.ts). Read with the operator's row, in the token's query.
 */
export const passkeyNeededSql = sql<boolean>`(exists (select 1 from ${rolePolicies} where ${and(
  eq(rolePolicies.role, operators.role),
  eq(rolePolicies.passkeyRequired, true),
)}) and not exists (select 1 from ${passkeys} where ${eq(passkeys.operatorId, operators.id)}))`;

/**
 * An admin turns the requirement on or off for a role: one transaction with its audit row (target: the role).
 * Turned on, it ends every console session of the role's operators but the admin's own (`keepTokenHash`): a
 * session opened with the code, or by an operator with no passkey, would otherwise go on as before, and its
 * event stream with it (the revocation's trigger tells every instance, which ends the streams).
 */
export async function setPasskeyRequired(
  db: Db,
  change: { role: OperatorRole; required: boolean; keepTokenHash: string },
  actor: Actor,
  now: Date,
) {
  const { role, required } = change;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(rolePolicies).where(eq(rolePolicies.role, role)).for('update');
    await tx
      .insert(rolePolicies)
      .values({ role, passkeyRequired: required })
      .onConflictDoUpdate({ target: rolePolicies.role, set: { passkeyRequired: required } });
    const entry = {
      action: required ? 'passkeyPolicy.on' : 'passkeyPolicy.off',
      target: role,
      before: { passkeyRequired: before?.passkeyRequired ?? false },
      after: { passkeyRequired: required },
    };
    await audit(tx, actor, entry, now);
    if (!required || before?.passkeyRequired) return;
    const ofRole = tx.select({ id: operators.id }).from(operators).where(eq(operators.role, role));
    await tx
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(
        and(
          inArray(operatorSessions.operatorId, ofRole),
          isNull(operatorSessions.revokedAt),
          ne(operatorSessions.tokenHash, change.keepTokenHash),
        ),
      );
  });
}
