import { setTimeout as delay } from 'node:timers/promises';
import { isTransactionConflict } from '../errors';
import type { Db } from './client';

/** Runs of one transaction at most: the first and three retries. */
export const TRANSACTION_ATTEMPTS = 4;

/** Full jitter: a random wait up to 10, 20, 40 ms, so the two sides of a deadlock do not meet again. */
const backoff = (attempt: number) => Math.random() * 10 * 2 ** (attempt - 1);

/**
 * Makes every `db.transaction(…)` run again when PostgreSQL rolled it back for a serialization failure
 * (40001) or a deadlock (40P01): nothing of the first run remains, so the retry moves money at most once.
 * Retries are few and bounded; the last failure goes to the error handler, which answers 503.
 * Nested transactions (savepoints, `tx.transaction`) are not retried: only the whole transaction can be.
 */
export function retryTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const retrying: Db['transaction'] = async (work, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(work, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionConflict(error)) throw error;
        await delay(backoff(attempt));
      }
    }
  };
  db.transaction = retrying;
  return db;
}
