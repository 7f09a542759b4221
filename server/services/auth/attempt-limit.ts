import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rateEvents } from '../../db/schema';
import { retryAfter } from '../platform/rate-limits';

/** Any constant: with a key's hash, the lock that counts one attempt of that key at a time. */
const ATTEMPT_LOCK = 727_274_011;

const lockIdOf = (key: string) => createHash('sha256').update(key).digest().readInt32BE(0);

export interface AttemptLimits {
  /** each key (an account, an address) with the attempts it may fail in the window */
  limits: { key: string; limit: number }[];
  windowSeconds: number;
  now: Date;
  /** the refusal while any key is at its limit (429 with the seconds to wait) */
  locked: (retryAfterSeconds: number) => Error;
  /** told of each attempt recorded as failed, and each refused for a key at its limit (/metrics) */
  observe?: AttemptObserver;
}

export interface AttemptObserver {
  failed?: () => void;
  locked?: () => void;
}

/** The seconds to wait while any key is at its limit, else undefined. */
async function lockedFor(db: Db | Tx, { limits, windowSeconds, now }: AttemptLimits) {
  for (const { key, limit } of limits) {
    const wait = await retryAfter(db, key, limit, windowSeconds, now);
    if (wait) return wait;
  }
  return undefined;
}

/**
 * Locks every key of the attempt for the transaction, in one order (no deadlock between two attempts): alone, or
 * `shared` with other holders of the shared lock (who only read), never with one holding it alone.
 */
export async function lockAttemptKeys(tx: Tx, limits: AttemptLimits['limits'], shared = false) {
  const lockIds = [...new Set(limits.map((l) => lockIdOf(l.key)))].sort((a, b) => a - b);
  for (const id of lockIds) {
    await tx.execute(
      shared
        ? sql`select pg_advisory_xact_lock_shared(${ATTEMPT_LOCK}, ${id}::int)`
        : sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK}, ${id}::int)`,
    );
  }
}

const record = (tx: Tx, { limits, now }: AttemptLimits) =>
  tx.insert(rateEvents).values(limits.map(({ key }) => ({ key, at: now })));

/**
 * Counts an attempt that always counts (a registration) before it runs, in the database (so on every
 * instance): under the keys' locks it is refused while a key is at its limit, else recorded on every key.
 */
export async function countAttempt(db: Db, attempt: AttemptLimits): Promise<void> {
  const wait = await db.transaction(async (tx) => {
    await lockAttemptKeys(tx, attempt.limits);
    const locked = await lockedFor(tx, attempt);
    if (!locked) await record(tx, attempt);
    return locked;
  });
  if (wait) refuse(attempt, wait);
}

function refuse(attempt: AttemptLimits, wait: number): never {
  attempt.observe?.locked?.();
  throw attempt.locked(wait);
}

/**
 * Checks a secret with a limit of failures per key, held in the database. The hash is compared outside any
 * transaction; what the answer counts for is then decided under the keys' locks: a key at its limit makes every
 * answer "locked", right or wrong; a wrong one is recorded. A wrong answer holds the lock alone, so they are
 * decided one at a time and of 100 guesses at once at most `limit` are ever answered "wrong", and the right
 * password among those decided after them is refused too. A right answer writes nothing: it shares the lock with
 * other right ones, so 100 right ones at once (a burst of withdrawals) are decided side by side, each still after
 * every wrong one before it.
 */
export async function limitAttempts<T>(
  db: Db,
  attempt: AttemptLimits,
  check: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  // already locked: refused before any hashing
  const before = await lockedFor(db, attempt);
  if (before) refuse(attempt, before);
  const result = await check();
  const right = succeeded(result);
  const wait = await db.transaction(async (tx) => {
    await lockAttemptKeys(tx, attempt.limits, right);
    const locked = await lockedFor(tx, attempt);
    if (!locked && !right) await record(tx, attempt);
    return locked;
  });
  if (wait) refuse(attempt, wait);
  if (!right) attempt.observe?.failed?.();
  return result;
}
