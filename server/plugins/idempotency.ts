import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { Code } from '../../contract/envelope';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError, isUniqueViolation } from '../errors';

export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function checkKeyHeader(value: unknown): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw new ApiError(Code.invalid, 'idemMissing');
  return value.toLowerCase();
}

/** JSON with sorted keys, so `{a,b}` and `{b,a}` are the same body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

async function replay(db: Db, memberId: number, key: string, call: string, bodyHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  if (row.createdAt.getTime() <= now.getTime() - IDEMPOTENCY_TTL_MS) return { expired: true as const };
  if (row.call !== call || row.bodyHash !== bodyHash) throw new ApiError(Code.conflict, 'idemConflict');
  return { data: row.response };
}

/**
 * Runs a money move once per (member, key). The key's record is written in the move's own transaction,
 * so a crash keeps both or neither; a concurrent twin fails on the primary key and replays the winner.
 * Refusals are not recorded: they moved nothing, so a retry simply asks again.
 */
export async function runIdempotent<T>(
  db: Db,
  target: { memberId: number; key: string; call: string; body: unknown; now: Date },
  work: (tx: Tx) => Promise<T>,
  /** checks that need no lock (a trade password's scrypt), run outside the transaction */
  before?: () => Promise<void>,
): Promise<T> {
  const { memberId, key, call, now } = target;
  const bodyHash = createHash('sha256').update(canonical(target.body)).digest('hex');
  const first = await replay(db, memberId, key, call, bodyHash, now);
  if (first && 'data' in first) return first.data as T;
  await before?.();
  try {
    return await db.transaction(async (tx) => {
      // an expired record of this key no longer counts
      if (first?.expired) await expire(tx, memberId, now);
      const data = await work(tx);
      await tx
        .insert(idempotencyKeys)
        .values({ memberId, key, call, bodyHash, response: data as object, createdAt: now });
      return data;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await replay(db, memberId, key, call, bodyHash, now);
    if (!winner || !('data' in winner)) throw error;
    return winner.data as T;
  }
}

async function expire(db: Db | Tx, memberId: number | undefined, now: Date): Promise<void> {
  const old = lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS + 1));
  await db
    .delete(idempotencyKeys)
    .where(memberId === undefined ? old : and(eq(idempotencyKeys.memberId, memberId), old));
}

export const purgeIdempotencyKeys = (db: Db, now: Date) => expire(db, undefined, now);
