import { asc, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { Code } from '../../../contract/envelope';
import { operators, passkeys } from '../../db/schema';
import { ApiError, isUniqueViolation, notFound } from '../../errors';
import type { Actor } from '../../services/operators/audit';
import {
  changeOperator,
  createOperator,
  operatorSummary,
  type OperatorChange,
} from '../../services/operators/operator-accounts';
import { passkeyPolicies, setPasskeyRequired } from '../../services/operators/role-policies';
import { hashToken } from '../../services/auth/sessions';
import { operatorCall } from './operator-call';

/**
 * An admin's operators: the list, a new one, a role, disabling and enabling, a password reset; and which roles
 * require a passkey in place of the authenticator's code.
 */
export default async function adminOperatorRoutes(app: FastifyInstance) {
  const db = app.db;

  operatorCall(app, 'operators', async () => {
    const [rows, withPasskey] = await Promise.all([
      db.select().from(operators).orderBy(asc(operators.id)),
      db.selectDistinct({ id: passkeys.operatorId }).from(passkeys).where(isNotNull(passkeys.operatorId)),
    ]);
    const hasPasskey = new Set(withPasskey.map((p) => p.id));
    return rows.map((o) => ({
      id: o.id,
      ...operatorSummary(o),
      passkey: hasPasskey.has(o.id),
      createdAt: o.createdAt.toISOString(),
    }));
  });

  operatorCall(app, 'operatorCreate', async ({ body, actor, now }) => {
    try {
      const row = await createOperator(db, body, actor, now);
      return { id: row.id, account: row.account, role: row.role };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(Code.conflict, 'accountTaken');
      throw error;
    }
  });

  async function change(id: number, what: OperatorChange, actor: Actor, now: Date) {
    const outcome = await changeOperator(db, id, what, actor, now);
    if (outcome.done) return outcome;
    throw outcome.reason === 'notFound' ? notFound() : new ApiError(Code.conflict, 'lastAdmin');
  }

  operatorCall(app, 'operatorRole', async ({ body, actor, now }) => {
    return (await change(body.id, { kind: 'role', role: body.role }, actor, now)).operator;
  });

  operatorCall(app, 'operatorActive', async ({ body, actor, now }) => {
    return (await change(body.id, { kind: 'active', active: body.active }, actor, now)).operator;
  });

  // The temporary password is shown once, to the admin who passes it on; the operator replaces it at sign-in.
  operatorCall(app, 'operatorReset', async ({ body, actor, now }) => {
    const outcome = await change(body.id, { kind: 'reset', secondFactor: body.secondFactor }, actor, now);
    return { ...outcome.operator, temporaryPassword: outcome.temporaryPassword };
  });

  operatorCall(app, 'passkeyPolicy', () => passkeyPolicies(db));

  operatorCall(app, 'passkeyPolicySet', async ({ body, actor, now, token }) => {
    const change = { ...body, keepTokenHash: hashToken(token) };
    await setPasskeyRequired(db, change, actor, now);
    return passkeyPolicies(db);
  });
}
