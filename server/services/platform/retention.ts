import { and, isNotNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  apiHits,
  avatarFiles,
  idempotencyKeys,
  members,
  operatorSessions,
  passkeyChallenges,
  passwordResets,
  events,
  pushJobs,
  rateEvents,
  sessions,
} from '../../db/schema';
import type { Settings } from '../../settings';
import { IDEMPOTENCY_TTL_MS } from './idempotency';
import { quotePurges } from '../trading/candles';
import { deadSessions } from '../auth/sessions';
import { expiredChallenges } from '../auth/passkeys';
import { deadEvents } from './events';

/** Any constant shared by every instance: one of them purges at a time, the others skip their turn. */
export const PURGE_LOCK = 727_274_081;
/**
 * Rows deleted per statement: each a short transaction. A run goes on until a table has no dead row left: a
 * cap on batches let a table that grows faster than the cap (a flood) outgrow the purge for good.
 */
export const PURGE_BATCH = 5000;
/** An avatar no member shows is kept this long: a member who just uploaded it may not be saved yet. */
const ORPHAN_AVATAR_MS = 3600_000;
/** The API rate limit's windows are a minute long; an hour of them is kept. */
const API_HITS_KEEP_MS = 3600_000;

export interface Purge {
  /** the table's name in the log and in /metrics */
  name: string;
  table: PgTable;
  /** the rows that can go */
  dead: SQL | undefined;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Everything that piles up, with when a row may go. */
export function purges(
  now: Date,
  settings: Pick<
    Settings,
    'sessionIdleSeconds' | 'loginWindowSeconds' | 'registerWindowSeconds' | 'tradePasswordWindowSeconds'
  >,
): Purge[] {
  // the longest window any attempt limit counts in
  const attemptWindow = Math.max(
    settings.loginWindowSeconds,
    settings.registerWindowSeconds,
    settings.tradePasswordWindowSeconds,
  );
  return [
    { name: 'sessions', table: sessions, dead: deadSessions(now, settings.sessionIdleSeconds) },
    {
      name: 'operator_sessions',
      table: operatorSessions,
      dead: or(lte(operatorSessions.expiresAt, now), isNotNull(operatorSessions.revokedAt)),
    },
    {
      name: 'idempotency_keys',
      table: idempotencyKeys,
      dead: lt(idempotencyKeys.createdAt, before(now, IDEMPOTENCY_TTL_MS - 1)),
    },
    { name: 'rate_events', table: rateEvents, dead: lt(rateEvents.at, before(now, attemptWindow * 1000)) },
    { name: 'passkey_challenges', table: passkeyChallenges, dead: expiredChallenges(now) },
    { name: 'password_resets', table: passwordResets, dead: lte(passwordResets.expiresAt, now) },
    { name: 'api_hits', table: apiHits, dead: lt(apiHits.windowStart, before(now, API_HITS_KEEP_MS)) },
    {
      name: 'avatar_files',
      table: avatarFiles,
      // `<> ''` is members_avatar_idx's predicate: the index answers
      dead: and(
        lt(avatarFiles.createdAt, before(now, ORPHAN_AVATAR_MS)),
        sql`not exists (select 1 from ${members} where ${members.avatar} = '/media/avatars/' || ${avatarFiles.hash} || '.' || ${avatarFiles.type} and ${ne(members.avatar, '')})`,
      ),
    },
    { name: 'events', table: events, dead: deadEvents(now) },
    // a sent notice counts towards its member's minute (services/members/push/sender.ts), then is of no use
    { name: 'push_jobs', table: pushJobs, dead: lt(pushJobs.sentAt, before(now, 3600_000)) },
    ...quotePurges(now),
  ];
}

/**
 * Deletes a table's dead rows PURGE_BATCH at a time until none is left, each batch a transaction that first
 * takes PURGE_LOCK without waiting: while another instance holds it (it is purging), this one stops. Returns the
 * rows deleted.
 */
export async function deleteInBatches(db: Db, { table, dead }: Purge): Promise<number> {
  let purged = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as locked`);
      if (!(lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return -1;
      const rows = await tx.execute(
        sql`delete from ${table} where ctid = any(array(select ctid from ${table} where ${dead} limit ${PURGE_BATCH})) returning 1`,
      );
      return (rows as unknown as { rows: unknown[] }).rows.length;
    });
    if (deleted < 0) break;
    purged += deleted;
    if (deleted < PURGE_BATCH) break;
  }
  return purged;
}

/** One run of every purge: the rows each table lost. */
export async function purgeExpired(db: Db, now: Date, settings: Parameters<typeof purges>[1]) {
  const deleted: Record<string, number> = {};
  for (const purge of purges(now, settings))
    deleted[purge.name] = (deleted[purge.name] ?? 0) + (await deleteInBatches(db, purge));
  return deleted;
}
