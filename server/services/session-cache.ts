import { randomUUID } from 'node:crypto';
import type { members } from '../db/schema';
import { BUS_RECONNECTED, type Bus } from './bus';

/** Published (by a trigger, 0015) when a session is revoked: `{ tokenHash }`. */
export const SESSION_REVOKED = 'session.revoked';
/** Published (by a trigger, 0015) when a member's row changes: `{ id }`. */
export const MEMBER_CHANGED = 'member.changed';

/** A marker an instance publishes to itself, to know it has heard what was committed before it (`caughtUp`). */
const CAUGHT_UP = 'session.caught-up';
/** How long a revocation waits for its marker before answering anyway (the bus away: the TTL bounds the rest). */
const CAUGHT_UP_WAIT_MS = 2_000;

/** How long a session read from the database answers without reading it again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions kept per instance; past it, the oldest cached goes. */
export const SESSION_CACHE_MAX = 10_000;

export interface CachedSession {
  member: typeof members.$inferSelect;
  expiresAt: Date;
  lastSeenAt: Date;
  /** the clock when it was read */
  readAt: number;
}

/**
 * The sessions this instance has read lately, with their member's row, so a member's repeated reads cost no
 * query. What the bus says changed is forgotten on every instance as soon as it is committed: a revoked session
 * (logout, password change), a member's row (balance, profile). A lost bus connection forgets everything,
 * since messages may have been missed; an entry older than the TTL is read again whatever happened.
 */
export function sessionCache(bus: Bus, now: () => number, ttlMs = SESSION_CACHE_TTL_MS, max = SESSION_CACHE_MAX) {
  const byToken = new Map<string, CachedSession>();
  const byMember = new Map<number, Set<string>>();
  /** counts what was forgotten, so a read that began before a change does not cache what it read */
  let generation = 0;
  /** this instance's markers on their way through the bus */
  const markers = new Map<string, () => void>();

  const forget = (tokenHash: string) => {
    const session = byToken.get(tokenHash);
    if (!session) return;
    byToken.delete(tokenHash);
    const tokens = byMember.get(session.member.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) byMember.delete(session.member.id);
  };
  const forgetMember = (memberId: number) => {
    for (const tokenHash of byMember.get(memberId) ?? []) forget(tokenHash);
  };
  const unsubscribe = bus.subscribe((topic, payload) => {
    if (topic === CAUGHT_UP && typeof payload.id === 'string') return markers.get(payload.id)?.();
    if (topic === SESSION_REVOKED && typeof payload.tokenHash === 'string') forget(payload.tokenHash);
    else if (topic === MEMBER_CHANGED && typeof payload.id === 'number') forgetMember(payload.id);
    else if (topic === BUS_RECONNECTED) {
      byToken.clear();
      byMember.clear();
    } else return;
    generation += 1;
  });

  return {
    /** The session of a token's hash while it is fresh. */
    get(tokenHash: string): CachedSession | undefined {
      const session = byToken.get(tokenHash);
      if (!session) return undefined;
      const age = now() - session.readAt;
      if (age >= 0 && age < ttlMs) return session;
      forget(tokenHash);
      return undefined;
    },
    /** Taken before reading a session from the database, and given to `set` with what was read. */
    generation: () => generation,
    set(tokenHash: string, session: CachedSession, readAtGeneration: number): void {
      if (readAtGeneration !== generation) return;
      forget(tokenHash);
      if (byToken.size >= max) forget(byToken.keys().next().value!);
      byToken.set(tokenHash, session);
      const tokens = byMember.get(session.member.id) ?? new Set<string>();
      byMember.set(session.member.id, tokens.add(tokenHash));
    },
    /** Forgets a session here at once (this instance's logout; the bus tells the others). */
    forget(tokenHash: string): void {
      forget(tokenHash);
      generation += 1;
    },
    /** Forgets a member's sessions here at once (this instance revoked some of them). */
    forgetMember(memberId: number): void {
      forgetMember(memberId);
      generation += 1;
    },
    /**
     * Resolves once this instance has heard on the bus what was committed before the call: one channel delivers
     * in commit order, so the revocations just committed have then been sent to every instance too.
     */
    async caughtUp(): Promise<void> {
      const id = randomUUID();
      const heard = new Promise<void>((resolve) => {
        markers.set(id, resolve);
        setTimeout(resolve, CAUGHT_UP_WAIT_MS).unref();
      });
      try {
        await bus.publish(CAUGHT_UP, { id });
        await heard;
      } finally {
        markers.delete(id);
      }
    },
    size: () => byToken.size,
    close: unsubscribe,
  };
}

export type SessionCache = ReturnType<typeof sessionCache>;
