import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, sessions } from '../db/schema';

/** Tokens are stored as their SHA-256 (members' and operators'). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A 256-bit random token; only its SHA-256 is stored. */
export async function issueToken(db: Db, memberId: number, now: Date, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** The member of a live token (read with it, in one query), or undefined for a missing, unknown, expired or revoked one. */
export async function memberOfToken(db: Db, token: string | undefined, now: Date) {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row?.member;
}

export async function revokeToken(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

export async function revokeOtherTokens(db: Db, memberId: number, keepToken: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, hashToken(keepToken)), isNull(sessions.revokedAt)),
    );
}
