import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../../server/db/client';
import { migrationsFolder } from '../../../server/paths';

/**
 * A fresh database for one test file. With DATABASE_URL (scripts/test-postgres.sh): a new PostgreSQL
 * database, dropped afterwards. Otherwise: PGlite loaded from a dump of a database migrated once
 * (cached in the temp directory by the migrations' hash), since migrating takes seconds.
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? freshPostgres(url) : openPglite('memory://', await migratedDump());
}

/** A new, empty database on the PostgreSQL server of `url`, and how to drop it. */
export async function createDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function freshPostgres(url: string): Promise<Database> {
  const created = await createDatabase(url);
  const database = await openPostgres(created.url);
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

async function migratedDump(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(await readFile(full));
  }
  // uncompressed (43 MB against 5 MB): a file loads it 0.3 s sooner, for every test file's database
  const dumpFile = path.join(os.tmpdir(), `finance-pwa-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(dumpFile)) {
    const database = await openPglite('memory://');
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    // write then rename: parallel test files never read half a dump
    const tmp = `${dumpFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
    await rename(tmp, dumpFile);
  }
  return new Blob([await readFile(dumpFile)]);
}
