/** What the client needs to run one statement: PGlite's client and a pg pool client both have it. */
interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The payout-accounts migration was first released as 0013, recorded with the journal time 1795705277147.
 * The journal was then re-chained: it is 0010 now, at an earlier time, and backups, passkeys, events and the
 * rest come after it. drizzle applies only migrations newer than the newest it recorded, so a database
 * migrated by that release would skip all of them. Its record takes the journal's time of today, and the
 * migrations after it run as on any other database.
 */
const RELEASED_AT = 1795705277147;
const JOURNAL_AT = 1795619695032;

export async function repairRechainedJournal(client: Queryable): Promise<void> {
  // a server running as a role that owns no table may not read the journal: it has nothing to repair either
  const released = await client
    .query('select 1 from drizzle.__drizzle_migrations where created_at = $1', [RELEASED_AT])
    .catch(() => ({ rows: [] }));
  if (released.rows.length === 0) return;
  await client.query('update drizzle.__drizzle_migrations set created_at = $1 where created_at = $2', [
    JOURNAL_AT,
    RELEASED_AT,
  ]);
}
