import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { BRAND_NAME } from '../../contract/brand';
import type { OperatorRole, SignInData } from '../../contract/admin';
import type { Db } from '../db/client';
import { operators, operatorSessions } from '../db/schema';
import { hashPassword } from './passwords';
import { hashToken } from './sessions';

export type OperatorRow = typeof operators.$inferSelect;

export async function createOperator(db: Db, account: string, password: string, role: OperatorRole) {
  const [row] = await db
    .insert(operators)
    .values({ account, passwordHash: await hashPassword(password), role })
    .returning();
  return row!;
}

/** A code of the operator's confirmed secret (or of the secret offered at enrolment) not used before, at `now`. */
async function acceptCode(db: Db, operator: OperatorRow, code: string, now: Date): Promise<boolean> {
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
  // of two sign-ins with the same code, one moves the last step and the other finds it moved
  const moved = await db
    .update(operators)
    .set({ totpSecret: secret, pendingTotpSecret: null, totpLastStep: result.timeStep })
    .where(
      and(
        eq(operators.id, operator.id),
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
 * The second factor after a correct password: without a code, what to ask for (the code, or enrolment the
 * first time); with one, whether it is accepted. Undefined means a wrong code.
 */
export async function secondFactor(
  db: Db,
  operator: OperatorRow,
  code: string | undefined,
  now: Date,
): Promise<SignInData | 'accepted' | undefined> {
  if (code === undefined) return operator.totpSecret ? { step: 'code' } : offerEnrolment(db, operator);
  return (await acceptCode(db, operator, code, now)) ? 'accepted' : undefined;
}

export async function issueOperatorToken(db: Db, operatorId: number, now: Date, ttlSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(operatorSessions).values({
    tokenHash: hashToken(token),
    operatorId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

export async function operatorOfToken(db: Db, token: string | undefined, now: Date) {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select({ operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
      ),
    );
  return row?.operator;
}

export async function revokeOperatorToken(db: Db, token: string, now: Date) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(eq(operatorSessions.tokenHash, hashToken(token)));
}

/**
 * An operator who lost their authenticator: the secret is forgotten and their sessions end, so the next
 * sign-in (with the password) enrols a new one. False when there is no such operator.
 */
export async function resetSecondFactor(db: Db, account: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [operator] = await tx
      .update(operators)
      .set({ totpSecret: null, pendingTotpSecret: null, totpLastStep: null })
      .where(eq(operators.account, account))
      .returning({ id: operators.id });
    if (!operator) return false;
    await tx
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(and(eq(operatorSessions.operatorId, operator.id), isNull(operatorSessions.revokedAt)));
    return true;
  });
}
