import { randomUUID } from 'node:crypto';
import type { members } from '../../db/schema';
import { BUS_RECONNECTED, type Bus } from '../platform/bus';

/** Published (by a trigger, 0015) when a session is revoked: `{ tokenHash }`. */
export const SESSION_REVOKED = 'session.revoked';
/** Published (by a trigger, 0015, 0021) when a member's row changes but for its money (a `balance` event says that): `{ id }`. */
export const MEMBER_CHANGED = 'member.changed';

/** A marker published after a revocation: `{ id }`; every instance that hears it answers HEARD. */
const CAUGHT_UP = 'session.caught-up';
/** `{ id, by }`: instance `by` heard marker `id`, so it has heard (and forgotten) what was committed before it. */
const HEARD = 'session.heard';
/** `{ id }`: an instance says it is there (at start, every HERE_EVERY_MS, and to one it has not heard of yet). */
const HERE = 'session.instance';
/** `{ id }`: an instance stops. */
const GONE = 'session.instance-gone';
const HERE_EVERY_MS = 5_000;
/** An instance not heard of for this long is no longer waited for. */
const GONE_AFTER_MS = 3 * HERE_EVERY_MS;
/** How long a revocation waits for the instances' HEARD before answering anyway (the TTL bounds the rest). */
const CAUGHT_UP_WAIT_MS = 2_000;

/** How long a session read from the database answers without reading it again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions kept per instance; past it, the oldest cached goes. */
export const SESSION_CACHE_MAX = 10_000;

/**
 * A member as a session knows them: their row without its money. Balances change with every order and move, and
 * a cached copy would be forgotten at each (a read of the session again for the member's next call): what shows
 * money reads it (services/members/members.ts, withMoney), and money calls read it under the row lock.
 */
export type SessionMember = Omit<typeof members.$inferSelect, 'balance' | 'frozen' | 'termBalance'>;

export interface CachedSession {
  member: SessionMember;
  expiresAt: Date;
  lastSeenAt: Date;
  /** the clock when it was read */
  readAt: number;
}

/**
 * The sessions this instance has read lately, with their member's row but its money (SessionMember), so a
 * member's repeated calls cost no query, orders and moves included. What the bus says changed is forgotten on
 * every instance as soon as it is committed: a revoked session (logout, password change), a member's row (profile,
 * passwords; a trigger that leaves money out, 0021). A lost bus connection forgets everything,
 * since messages may have been missed; an entry older than the TTL is read again whatever happened.
 */
export function sessionCache(bus: Bus, now: () => number, ttlMs = SESSION_CACHE_TTL_MS, max = SESSION_CACHE_MAX) {
  const byToken = new Map<string, CachedSession>();
  const byMember = new Map<number, Set<string>>();
  /**
   * Counts what was forgotten, and when each session and member last was, so that a read that began before
   * its own session or member changed does not cache what it read, while the reads of every other member
   * still do. Past `max` changes remembered, all of them count as one.
   */
  let generation = 0;
  let clearedAt = 0;
  const changedAt = new Map<string, number>();
  const changed = (key: string) => {
    generation += 1;
    if (changedAt.size >= max) {
      changedAt.clear();
      clearedAt = generation;
    }
    changedAt.set(key, generation);
  };
  const changedSince = (key: string, readAt: number) => (changedAt.get(key) ?? 0) > readAt;
  /** this instance's markers on their way through the bus: who has heard each */
  const markers = new Map<string, (by: string) => void>();
  const self = randomUUID();
  /** the other instances on the bus, and when each last said so (Date.now: wall time, not the app's clock) */
  const instances = new Map<string, number>();
  const say = (topic: string, payload: Record<string, unknown>) => void bus.publish(topic, payload).catch(() => {});

  const forget = (tokenHash: string) => {
    const session = byToken.get(tokenHash);
    if (!session) return;
    byToken.delete(tokenHash);
    const tokens = byMember.get(session.member.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) byMember.delete(session.member.id);
  };
  const forgetSession = (tokenHash: string) => {
    forget(tokenHash);
    changed(`t${tokenHash}`);
  };
  const forgetMembersSessions = (memberId: number) => {
    for (const tokenHash of byMember.get(memberId) ?? []) forget(tokenHash);
    changed(`m${memberId}`);
  };
  const unsubscribe = bus.subscribe((topic, payload) => {
    if (topic === CAUGHT_UP && typeof payload.id === 'string') return say(HEARD, { id: payload.id, by: self });
    if (topic === HEARD && typeof payload.id === 'string' && typeof payload.by === 'string') {
      return markers.get(payload.id)?.(payload.by);
    }
    if (topic === HERE && typeof payload.id === 'string' && payload.id !== self) {
      if (!instances.has(payload.id)) say(HERE, { id: self });
      return void instances.set(payload.id, Date.now());
    }
    if (topic === GONE && typeof payload.id === 'string') return void instances.delete(payload.id);
    if (topic === SESSION_REVOKED && typeof payload.tokenHash === 'string') forgetSession(payload.tokenHash);
    else if (topic === MEMBER_CHANGED && typeof payload.id === 'number') forgetMembersSessions(payload.id);
    else if (topic === BUS_RECONNECTED) {
      byToken.clear();
      byMember.clear();
      changedAt.clear();
      clearedAt = ++generation;
    }
  });

  say(HERE, { id: self });
  const heartbeat = setInterval(() => say(HERE, { id: self }), HERE_EVERY_MS);
  heartbeat.unref();

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
      const stale =
        clearedAt > readAtGeneration ||
        changedSince(`t${tokenHash}`, readAtGeneration) ||
        changedSince(`m${session.member.id}`, readAtGeneration);
      if (stale) return;
      forget(tokenHash);
      if (byToken.size >= max) forget(byToken.keys().next().value!);
      byToken.set(tokenHash, session);
      const tokens = byMember.get(session.member.id) ?? new Set<string>();
      byMember.set(session.member.id, tokens.add(tokenHash));
    },
    /** Forgets a session here at once (this instance's logout; the bus tells the others). */
    forget: forgetSession,
    /** Forgets a member's sessions here at once (this instance revoked some of them). */
    forgetMember: forgetMembersSessions,
    /**
     * Resolves once every instance (this one too) has heard on the bus what was committed before the call: one
     * channel delivers in commit order, so an instance that answers the marker has forgotten the revocations
     * committed before it. Waits CAUGHT_UP_WAIT_MS at most (the bus away, an instance stopped without a word).
     */
    async caughtUp(): Promise<void> {
      const id = randomUUID();
      const waiting = new Set<string>([self]);
      for (const [instance, at] of instances) {
        if (Date.now() - at < GONE_AFTER_MS) waiting.add(instance);
        else instances.delete(instance);
      }
      const heard = new Promise<void>((resolve) => {
        markers.set(id, (by) => {
          waiting.delete(by);
          if (waiting.size === 0) resolve();
        });
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
    /** Stops listening; the other instances stop waiting for this one. */
    close(): void {
      clearInterval(heartbeat);
      say(GONE, { id: self });
      unsubscribe();
    },
  };
}

export type SessionCache = ReturnType<typeof sessionCache>;
