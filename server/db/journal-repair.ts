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

/**
 * The journal is not there (a new database: no schema 3F000, no table 42P01) or not this server's to read (a role
 * that owns no table: 42501): it has nothing to repair either. Anything else (a lost connection) is an error.
 */
const NOTHING_TO_REPAIR = new Set(['3F000', '42P01', '42501']);

export async function repairRechainedJournal(client: Queryable): Promise<void> {
  const released = await client
    .query('select 1 from drizzle.__drizzle_migrations where created_at = $1', [RELEASED_AT])
    .catch((error: unknown) => {
      if (NOTHING_TO_REPAIR.has((error as { code?: unknown }).code as string)) return { rows: [] };
      throw error;
    });
  if (released.rows.length === 0) return;
  await client.query('update drizzle.__drizzle_migrations set created_at = $1 where created_at = $2', [
    JOURNAL_AT,
    RELEASED_AT,
  ]);
}
