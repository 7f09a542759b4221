import { createHmac } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { Code } from '../../../contract/envelope';
import type { Db, Tx } from '../../db/client';
import { idempotencyKeys, members } from '../../db/schema';
import { lockMember } from '../money/ledger';
import { ApiError, codeOf, isUniqueViolation } from '../../errors';
import { lockKey } from '../../db/lock-key';

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

/**
 * What a record keeps of its body: an HMAC under the server's secret, so that no one who reads the table learns
 * what was moved where (the body carries no approval: routes/define-call.ts leaves it out).
 */
export const bodyMac = (secret: Buffer, body: unknown) =>
  createHmac('sha256', secret).update(canonical(body)).digest('hex');

async function replay(db: Db | Tx, memberId: number, key: string, call: string, bodyHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
  return replayOf(row, call, bodyHash, now);
}

/** What a key's record (if any) says: its stored answer, expired, or 409 for another call or body under the key. */
function replayOf(row: typeof idempotencyKeys.$inferSelect | undefined, call: string, bodyHash: string, now: Date) {
  if (!row) return undefined;
  if (row.createdAt.getTime() <= now.getTime() - IDEMPOTENCY_TTL_MS) return { expired: true as const };
  if (row.call !== call || row.bodyHash !== bodyHash) throw new ApiError(Code.conflict, 'idemConflict');
  return { data: row.response };
}

/** The answer to a request whose key's first request is still being processed: retry the same key soon. */
export const inProgress = () => new ApiError(Code.conflict, 'idemInProgress', { inProgress: true, retryAfter: 1 });
export const isInProgress = (error: unknown) => error instanceof ApiError && error.key === 'idemInProgress';

/** How long a twin waits for its key's first request before it is told "in progress". */
const TWIN_WAIT = '5s';

/**
 * Claims (member, key) for this transaction on every instance: a transaction-level advisory lock, released
 * at commit or rollback, and by PostgreSQL when the connection dies, so a crash never leaves a key stuck.
 * A twin waits for the first request to finish (then replays its response), or answers 409 in progress.
 */
async function claim(tx: Tx, memberId: number, key: string): Promise<void> {
  await tx.execute(sql.raw(`set local lock_timeout = '${TWIN_WAIT}'`));
  try {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(memberId)}, hashtext(${key}))`);
  } catch (error) {
    if (codeOf(error) === '55P03') throw inProgress();
    throw error;
  }
  await tx.execute(sql.raw('set local lock_timeout = 0'));
}

/**
 * The claim, the member's row lock (every money move takes it first: money/ledger.ts lockMember) and the key's
 * record, in one round trip when no twin holds the key (nearly always): a try-lock, and the member's row locked
 * only once it is claimed (the key before the row, always, or two twins would wait for each other). The read may
 * miss a twin that committed in that very moment (the statement's snapshot is taken before the locks): then the
 * key's unique row refuses this request's record, or the twin's move this one's, and runIdempotent replays the
 * twin's answer. A twin in flight: wait for it as claim() does, then read what it wrote.
 */
async function claimAndReplay(tx: Tx, memberId: number, key: string, call: string, bodyHash: string, now: Date) {
  const claimed = sql`pg_try_advisory_xact_lock(${lockKey(memberId)}, hashtext(${key}))`;
  const [row] = await tx
    .select({ record: idempotencyKeys })
    .from(members)
    .leftJoin(idempotencyKeys, and(eq(idempotencyKeys.memberId, members.id), eq(idempotencyKeys.key, key)))
    .where(and(eq(members.id, memberId), claimed))
    .for('update', { of: members });
  if (row) return replayOf(row.record ?? undefined, call, bodyHash, now);
  await claim(tx, memberId, key);
  await lockMember(tx, memberId);
  return replay(tx, memberId, key, call, bodyHash, now);
}

/**
 * Runs a money move once per (member, key), `work` under the member's row lock. The key's record is written in
 * the move's own transaction, so a crash keeps both or neither. A twin that arrives while the key's first
 * request is in flight waits for it and replays its response, or after a while gets `409 in progress` — never
 * another outcome (it would be told "insufficient balance" for money that did leave).
 * Refusals are not recorded: they moved nothing, so a retry simply asks again. A trade password (`checkFirst`)
 * is checked before the key is looked at, so a retry with a guess is counted like any guess; a passkey's
 * assertion, used once and no secret to guess, is checked after (a retry's was used by its first request).
 */
export async function runIdempotent<T>(
  db: Db,
  target: {
    memberId: number;
    key: string;
    call: string;
    /** the body without its approval (services/define-call.ts): a retry is compared on the move alone */
    body: unknown;
    /** run `before` ahead of any replay: it checks a secret one could guess, which every request must pay for */
    checkFirst?: boolean;
    now: Date;
    secret: Buffer;
    /** told whether the answer is this request's own work or the key's stored answer */
    answered?: (how: 'accepted' | 'replayed') => void;
  },
  work: (tx: Tx) => Promise<T>,
  /** checks that need no lock (a trade password's hash), run outside the transaction */
  before?: () => Promise<void>,
): Promise<T> {
  const { memberId, key, call, now } = target;
  const bodyHash = bodyMac(target.secret, target.body);
  const replayed = (data: unknown) => {
    target.answered?.('replayed');
    return data as T;
  };
  if (target.checkFirst) await before?.();
  // a check after the replay (an approval used once) must not run for a retry: look for the key first
  const first = before && !target.checkFirst ? await replay(db, memberId, key, call, bodyHash, now) : undefined;
  if (first && 'data' in first) return replayed(first.data);
  try {
    if (!target.checkFirst) await before?.();
  } catch (error) {
    if (!isInProgress(error)) throw error;
    // A one-time approval (a passkey's challenge) said the key's first request used it: this twin waits for
    // the first as every twin does, and gets its answer once written (still in progress: ask again).
    const answered = await db.transaction(async (tx) => {
      await claim(tx, memberId, key);
      return replay(tx, memberId, key, call, bodyHash, now);
    });
    if (answered && 'data' in answered) return replayed(answered.data);
    throw error;
  }
  try {
    let accepted = false;
    const answer = await db.transaction(async (tx) => {
      accepted = false;
      const done = await claimAndReplay(tx, memberId, key, call, bodyHash, now);
      if (done && 'data' in done) return done.data as T;
      // an expired record of this key no longer counts
      if (done?.expired) await expire(tx, memberId, now);
      const data = await work(tx);
      await tx
        .insert(idempotencyKeys)
        .values({ memberId, key, call, bodyHash, response: data as object, createdAt: now });
      accepted = true;
      return data;
    });
    if (!accepted) return replayed(answer);
    target.answered?.('accepted');
    return answer;
  } catch (error) {
    // a twin that committed as this request claimed the key (claimAndReplay) may have spent the money this one
    // was refused for, or written the key's row first: its answer is the answer
    if (!isUniqueViolation(error) && !(error instanceof ApiError)) throw error;
    const winner = await replay(db, memberId, key, call, bodyHash, now);
    if (!winner || !('data' in winner)) throw error;
    return replayed(winner.data);
  }
}

/** The member's records past their replay window (services/platform/retention.ts purges everyone's). */
async function expire(db: Db | Tx, memberId: number, now: Date): Promise<void> {
  const old = lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS + 1));
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.memberId, memberId), old));
}
