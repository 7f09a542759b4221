import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { migrationsFolder } from '../../server/paths';
import { createDatabase } from './support/database';

interface Entry {
  idx: number;
  when: number;
  tag: string;
}
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: Entry[];
};
const entries = journal.entries;

it('the journal numbers its migrations in order, each one later than the one before', () => {
  entries.forEach((entry, i) => {
    expect(entry.tag.startsWith(String(entry.idx).padStart(4, '0'))).toBe(true);
    expect(existsSync(path.join(migrationsFolder, `${entry.tag}.sql`))).toBe(true);
    if (i > 0) {
      expect(entry.idx).toBeGreaterThan(entries[i - 1]!.idx);
      expect(entry.when).toBeGreaterThan(entries[i - 1]!.when);
    }
  });
});

/**
 * The migrations as the release that first shipped payout accounts had them: 0000–0009 and payout accounts
 * as 0013, recorded at a time later than every migration the journal now puts after it.
 */
function firstPayoutRelease(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const old = entries.filter((entry) => entry.idx <= 9);
  for (const entry of old)
    copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  const payout = entries.find((entry) => entry.tag.endsWith('_payout_accounts'))!;
  copyFileSync(path.join(migrationsFolder, `${payout.tag}.sql`), path.join(folder, '0013_payout_accounts.sql'));
  const released = [...old, { ...payout, idx: 13, when: 1795705277147, tag: '0013_payout_accounts' }];
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: released }));
  return folder;
}

async function expectUpgraded(database: Database) {
  const rows = async <T>(query: string) =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public'`,
  );
  for (const table of ['backups', 'passkeys', 'events', 'role_policies']) {
    expect(tables.map((row) => row.name)).toContain(table);
  }
  const [recorded] = await rows<{ at: string }>('select max(created_at) as at from drizzle.__drizzle_migrations');
  expect(Number(recorded!.at)).toBe(entries.at(-1)!.when);
}

describe('a database migrated by the release that first shipped payout accounts', () => {
  it('gets every later migration on PGlite', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-'));
    const folder = firstPayoutRelease();
    try {
      const client = await PGlite.create(dir);
      await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
      await client.close();
      const database = await openPglite(dir);
      await expectUpgraded(database);
      await database.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.DATABASE_URL)('gets every later migration on PostgreSQL', async () => {
    const target = await createDatabase(process.env.DATABASE_URL!);
    const folder = firstPayoutRelease();
    try {
      const pool = new pg.Pool({ connectionString: target.url });
      await migratePg(drizzlePg(pool), { migrationsFolder: folder });
      await pool.end();
      const database = await openPostgres(target.url);
      await expectUpgraded(database);
      await database.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await target.drop();
    }
  });
});
