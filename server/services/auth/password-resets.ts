import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { members, passwordResets } from '../../db/schema';
import { forbidden } from '../../errors';
import { audit, type Actor } from '../operators/audit';
import { limitAttempts } from './attempt-limit';
import { loginLimits } from './login-limit';
import { hashPassword, verifyPassword } from './passwords';
import { readOutCode } from '../money/record-ref';
import { revokeMemberSessions } from './sessions';
import { removeAllPasskeys } from './passkeys';

/** How long a reset code works after an operator issued it. */
export const RESET_CODE_MINUTES = 30;

/** The code as the contract reads what a member typed (contract/auth.ts, resetCodeField): no dash. */
const typed = (code: string) => code.replace('-', '');

/**
 * Issues a member's one-time password reset code (issue 32): shown once to the operator, who reads it out to
 * the member; only its hash is kept (Argon2id, as passwords), and it replaces any code issued before. Audited.
 */
export async function issueResetCode(
  db: Db,
  memberId: number,
  operator: Actor & { operatorId: number },
  now: Date,
): Promise<{ code: string; expiresAt: string }> {
  const code = readOutCode(randomBytes(7));
  const codeHash = await hashPassword(typed(code));
  const expiresAt = new Date(now.getTime() + RESET_CODE_MINUTES * 60_000);
  const row = { codeHash, issuedBy: operator.operatorId, createdAt: now, expiresAt };
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ memberId, ...row })
      .onConflictDoUpdate({ target: passwordResets.memberId, set: row });
    const after = { expiresAt: expiresAt.toISOString() };
    await audit(tx, operator, { action: 'member.resetCode', target: `member #${memberId}`, after }, now);
  });
  return { code, expiresAt: expiresAt.toISOString() };
}

interface ResetRequest {
  account: string;
  code: string;
  password: string;
  address: string;
  now: Date;
}

/**
 * Sets a member's password with their reset code: the code is taken (single use), every session of the member
 * ends on every instance, their passkeys are removed, and it is audited. A wrong, expired or used code, or an unknown account, is one 403
 * (audited as a failure), counted against the login's limits for resets, per account and per address.
 */
export async function resetPassword(app: FastifyInstance, request: ResetRequest): Promise<void> {
  const { db } = app;
  const { account, address, now } = request;
  const reset = await limitAttempts(
    db,
    loginLimits(app.settings, 'password-reset', { account, ip: address, now }, app.metrics.loginAttempts.reset),
    async () => {
      const [row] = await db
        .select({ reset: passwordResets })
        .from(passwordResets)
        .innerJoin(members, eq(members.id, passwordResets.memberId))
        .where(eq(members.account, account));
      // hashed whether or not there is a code: an unknown account takes as long as a wrong code
      const right = await verifyPassword(request.code, row?.reset.codeHash);
      return right && row && row.reset.expiresAt > now ? row.reset : undefined;
    },
    (row) => row !== undefined,
  );
  const member: Actor = { operatorId: null, account, address };
  const refuse = async (reason: 'resetCode' | 'resetCodeUsed') => {
    // in a transaction of its own: the reset fails, and its refusal must not take the row with it
    await db.transaction((tx) =>
      audit(tx, member, { action: 'passwordReset.failed', target: account, after: { reason } }, now),
    );
    throw forbidden('badResetCode');
  };
  if (!reset) return refuse('resetCode');
  const passwordHash = await hashPassword(request.password);
  const done = await db.transaction(async (tx) => {
    // taken by the one reset that deletes it: a parallel one with the same code, or a code replaced meanwhile, fails
    const taken = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.id, reset.id), eq(passwordResets.codeHash, reset.codeHash)))
      .returning({ id: passwordResets.id });
    if (taken.length === 0) return false;
    await tx.update(members).set({ passwordHash }).where(eq(members.id, reset.memberId));
    await revokeMemberSessions(tx, reset.memberId, now);
    // a reset is a recovery: a passkey enrolled by whoever had the account must not outlive it
    const passkeysRemoved = await removeAllPasskeys(tx, { memberId: reset.memberId });
    const after = { issuedBy: reset.issuedBy, passkeysRemoved };
    await audit(tx, member, { action: 'member.passwordReset', target: `member #${reset.memberId}`, after }, now);
    return true;
  });
  if (!done) return refuse('resetCodeUsed');
  app.sessionCache.forgetMember(reset.memberId);
  await app.sessionCache.caughtUp();
}
