import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, isNotNull, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { members, sessions } from '../../db/schema';
import type { SessionCache, SessionMember } from './session-cache';

/** Tokens are stored as their SHA-256 (members' and operators'). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session's last request is written at most this often: most reads stay one query, and no write. */
export const LAST_SEEN_EVERY_MS = 60_000;

/** A 256-bit random token; only its SHA-256 is stored. */
export async function issueToken(db: Db | Tx, memberId: number, now: Date, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    lastSeenAt: now,
  });
  return token;
}

/** The member's columns a session reads: all but their money (SessionMember). */
const {
  balance: _balance,
  frozen: _frozen,
  termBalance: _termBalance,
  ...sessionMemberColumns
} = getTableColumns(members);

/** The last request a session may have had and still be live: `idleSeconds` (SESSION_IDLE_TIMEOUT) before now. */
const idleSince = (now: Date, idleSeconds: number) => new Date(now.getTime() - idleSeconds * 1000);

/**
 * The member of a live token, or undefined for a missing, unknown, expired, revoked or idle one: from the
 * instance's session cache while it holds the token, else read (session and member in one query) and cached.
 * A live token's last request is written when the one on record is a minute old or more, so the idle timeout
 * is kept to within that minute; a request that is not the member's doing (`counts` false: an event stream's
 * opening, which an app repeats by itself after every cut) leaves it as it was.
 */
export async function memberOfToken(
  db: Db,
  token: string | undefined,
  now: Date,
  idleSeconds: number,
  cache: SessionCache,
  counts = true,
): Promise<SessionMember | undefined> {
  if (!token || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  let session = cache.get(tokenHash);
  if (!session) {
    const generation = cache.generation();
    const [row] = await db
      .select({ member: sessionMemberColumns, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    if (!row) return undefined;
    session = { ...row, readAt: now.getTime() };
    cache.set(tokenHash, session, generation);
  }
  if (session.expiresAt <= now || session.lastSeenAt <= idleSince(now, idleSeconds)) return undefined;
  if (counts && now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, now)));
    session.lastSeenAt = now;
  }
  return session.member;
}

/**
 * When a live session ends if no request comes before (its expiry or its idle timeout), read without counting
 * as a request: an open event stream looks at its session with it and never keeps it alive. Undefined: ended.
 */
export async function sessionEnds(db: Db, tokenHash: string, now: Date, idleSeconds: number) {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  if (!row) return undefined;
  const ends = Math.min(row.expiresAt.getTime(), row.lastSeenAt.getTime() + idleSeconds * 1000);
  return ends > now.getTime() ? new Date(ends) : undefined;
}

/**
 * Ends a session: here at once, and answers once every instance has heard the trigger's SESSION_REVOKED
 * (services/auth/session-cache.ts, caughtUp).
 */
export async function revokeToken(db: Db, token: string, now: Date, cache: SessionCache): Promise<void> {
  const tokenHash = hashToken(token);
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
  cache.forget(tokenHash);
  await cache.caughtUp();
}

/**
 * Ends every session of a member but `keepToken`'s (all of them without one), in the caller's transaction when
 * given one; the instances drop them from their caches when it commits (the sessions trigger, services/platform/bus.ts).
 */
export async function revokeMemberSessions(db: Db | Tx, memberId: number, now: Date, keepToken?: string) {
  const others = keepToken === undefined ? undefined : ne(sessions.tokenHash, hashToken(keepToken));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), others, isNull(sessions.revokedAt)));
}

/** Ends a member's other sessions, and answers once every instance has heard (as revokeToken). */
export async function revokeOtherTokens(
  db: Db,
  memberId: number,
  keepToken: string,
  now: Date,
  cache: SessionCache,
): Promise<void> {
  await revokeMemberSessions(db, memberId, now, keepToken);
  cache.forgetMember(memberId);
  await cache.caughtUp();
}

export const deadSessions = (now: Date, idleSeconds: number) =>
  or(
    lte(sessions.expiresAt, now),
    isNotNull(sessions.revokedAt),
    lte(sessions.lastSeenAt, idleSince(now, idleSeconds)),
  );
