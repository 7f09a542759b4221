import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema';
import { retryAfter } from './rate-limits';

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
}

/**
 * Counts one attempt in the database (so on every instance): under a lock per key, taken in one order, it is
 * refused while a key already has `limit` attempts in the window, else recorded on every key. Returns the
 * records' ids.
 */
export async function countAttempt(db: Db, attempt: AttemptLimits): Promise<number[]> {
  const { limits, windowSeconds, now } = attempt;
  const keys = [...new Set(limits.map((l) => l.key))];
  const lockIds = [...new Set(keys.map(lockIdOf))].sort((a, b) => a - b);
  const counted = await db.transaction(async (tx) => {
    for (const id of lockIds) await tx.execute(sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK}, ${id}::int)`);
    for (const { key, limit } of limits) {
      const wait = await retryAfter(tx, key, limit, windowSeconds, now);
      if (wait) return { wait, ids: [] };
    }
    const rows = await tx
      .insert(rateEvents)
      .values(keys.map((key) => ({ key, at: now })))
      .returning({ id: rateEvents.id });
    return { wait: undefined, ids: rows.map((row) => row.id) };
  });
  if (counted.wait) throw attempt.locked(counted.wait);
  return counted.ids;
}

/**
 * Runs a secret's check as one attempt counted BEFORE it runs (`countAttempt`): of 100 guesses at once, at
 * most `limit` are ever checked and the others are refused unchecked, the right password among them too. A
 * check that `succeeded` removes its own records (it was no failure); a wrong one leaves them as the failure.
 */
export async function limitAttempts<T>(
  db: Db,
  attempt: AttemptLimits,
  check: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  const ids = await countAttempt(db, attempt);
  const release = () => db.delete(rateEvents).where(inArray(rateEvents.id, ids));
  let result: T;
  try {
    result = await check();
  } catch (error) {
    // the check could not run (the database away): that is no wrong secret
    await release().catch(() => undefined);
    throw error;
  }
  if (succeeded(result)) await release();
  return result;
}
