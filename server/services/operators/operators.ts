import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { BRAND_NAME } from '../../../contract/brand';
import type { SignInData } from '../../../contract/admin';
import type { Db, Tx } from '../../db/client';
import { operators, operatorSessions } from '../../db/schema';
import { audit, type Actor } from './audit';
import { hashPassword } from '../auth/passwords';
import { hashToken } from '../auth/sessions';
import { assertionOptions, ownPasskeys, verifyAssertion, type RelyingParty } from '../auth/passkeys';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { passkeyNeededSql, passkeyRequired } from './role-policies';

export type OperatorRow = typeof operators.$inferSelect;

/** A code of the operator's confirmed secret (or of the secret offered at enrolment) not used before, at `now`. */
async function acceptCode(db: Db | Tx, operator: OperatorRow, code: string, now: Date): Promise<boolean> {
  const secret = operator.totpSecret ?? operator.pendingTotpSecret;
  if (!secret) return false;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    // one step either side: a phone's clock a little off, a code typed as it changed
    epochTolerance: 30,
    ...(operator.totpLastStep == null ? {} : { afterTimeStep: operator.totpLastStep }),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  // of two sign-ins with the same code, one moves the last step and the other finds it moved; an operator
  // disabled or reset since the password was checked finds the row changed too
  const moved = await db
    .update(operators)
    .set({ totpSecret: secret, pendingTotpSecret: null, totpLastStep: result.timeStep })
    .where(
      and(
        eq(operators.id, operator.id),
        eq(operators.passwordHash, operator.passwordHash),
        isNull(operators.disabledAt),
        operator.totpLastStep == null
          ? isNull(operators.totpLastStep)
          : eq(operators.totpLastStep, operator.totpLastStep),
      ),
    )
    .returning({ id: operators.id });
  return moved.length === 1;
}

/** A new secret to enrol, shown once: the previous offer, never confirmed, is replaced. */
async function offerEnrolment(db: Db, operator: OperatorRow): Promise<SignInData> {
  const secret = generateSecret();
  await db.update(operators).set({ pendingTotpSecret: secret }).where(eq(operators.id, operator.id));
  const uri = generateURI({ issuer: BRAND_NAME, label: operator.account, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return { step: 'enrol', secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * After a correct password: what to ask for next (a new password after an admin's reset, the code, or
 * enrolment the first time), or, with a code or a passkey, the session. Accepting the code, the new password,
 * the session and the audit row are one transaction. A failure says why: a wrong code (or passkey), or a code
 * from an operator whose role requires the passkey they have.
 */
export async function secondFactor(
  db: Db,
  operator: OperatorRow,
  given: {
    code?: string | undefined;
    newPassword?: string | undefined;
    passkey?: AuthenticationResponseJSON | undefined;
  },
  ctx: { now: Date; address: string; party: RelyingParty },
): Promise<SignInData | 'badCode' | 'passkeyRequired'> {
  const { now, address } = ctx;
  const owner = { operatorId: operator.id };
  if (operator.mustChangePassword && !given.newPassword) return { step: 'newPassword' };
  const hasPasskey = operator.totpSecret !== null && (await ownPasskeys(db, owner)).length > 0;
  // the role's policy holds only for an operator who has a passkey: one without signs in with the code to enrol it
  const passkeyOnly = hasPasskey && (await passkeyRequired(db, operator.role));
  if (given.code === undefined && given.passkey === undefined) {
    if (!operator.totpSecret) return offerEnrolment(db, operator);
    if (!hasPasskey) return { step: 'code' };
    const options = await assertionOptions(db, ctx.party, { purpose: 'login', owner }, now);
    return { step: 'code', passkey: { ...options }, ...(passkeyOnly ? { passkeyOnly } : {}) };
  }
  if (passkeyOnly && given.passkey === undefined) return 'passkeyRequired';
  // a passkey stands in for the code only once the authenticator is enrolled (it was added after a signed-in code)
  const passkey =
    given.passkey && operator.totpSecret
      ? await verifyAssertion(
          db,
          ctx.party,
          { response: given.passkey, purpose: 'login', owner },
          now,
        )
      : undefined;
  const code = given.code;
  const newHash = operator.mustChangePassword ? await hashPassword(given.newPassword!) : undefined;
  const actor: Actor = { operatorId: operator.id, account: operator.account, address };
  return db.transaction(async (tx) => {
    const accepted = passkey ? passkey.ok : code !== undefined && (await acceptCode(tx, operator, code, now));
    if (!accepted) return 'badCode';
    const token = await issueOperatorToken(tx, operator.id, now, OPERATOR_TOKEN_TTL_SECONDS);
    if (newHash) {
      await tx
        .update(operators)
        .set({ passwordHash: newHash, mustChangePassword: false })
        .where(eq(operators.id, operator.id));
      await audit(tx, actor, { action: 'password.change' }, now);
    }
    // the first valid code after an enrolment offer confirms the new secret: that sign-in is the enrolment
    await audit(tx, actor, { action: operator.totpSecret === null ? 'totp.enrol' : 'signIn' }, now);
    const passkeyNeeded = !hasPasskey && (await passkeyRequired(tx, operator.role));
    return { step: 'done', token, account: operator.account, role: operator.role, passkeyNeeded };
  });
}

/** A console session lasts a working shift. */
const OPERATOR_TOKEN_TTL_SECONDS = 8 * 3600;

async function issueOperatorToken(db: Db | Tx, operatorId: number, now: Date, ttlSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(operatorSessions).values({
    tokenHash: hashToken(token),
    operatorId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** The console session of a token's hash, unexpired and unrevoked, of an operator not disabled. */
const liveSession = (tokenHash: string, now: Date) =>
  and(
    eq(operatorSessions.tokenHash, tokenHash),
    isNull(operatorSessions.revokedAt),
    gt(operatorSessions.expiresAt, now),
    isNull(operators.disabledAt),
  );

/** The operator a console token belongs to, and whether they must enrol a passkey before anything else. */
export async function operatorOfToken(db: Db, token: string | undefined, now: Date) {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select({ operator: operators, passkeyNeeded: passkeyNeededSql, signedInAt: operatorSessions.createdAt })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(liveSession(hashToken(token), now));
  return row;
}

/** When a live console session ends (its expiry), read without using it; undefined: ended (revoked, disabled). */
export async function operatorSessionEnds(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ expiresAt: operatorSessions.expiresAt })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(liveSession(tokenHash, now));
  return row?.expiresAt;
}

/** Signing out: the token ends, with its audit row. */
export async function signOutOperator(db: Db, token: string, actor: Actor, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(eq(operatorSessions.tokenHash, hashToken(token)));
    await audit(tx, actor, { action: 'signOut' }, now);
  });
}
