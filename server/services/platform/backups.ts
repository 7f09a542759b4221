import { PGlite } from '@electric-sql/pglite';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip as zlibGunzip } from 'node:zlib';
import { desc } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { backups } from '../../db/schema';
import type { BackupSchedule } from '../../settings';

import { pgToolConnection, toolFailure } from './pg-connection';
import { claimLease } from './leases';

const run = promisify(execFile);
const gunzip = promisify(zlibGunzip);

/**
 * Backups of the whole database while the server runs. PGlite: `dumpDataDir` between two transactions (a
 * gzipped tar of the data directory, which `restore` unpacks). PostgreSQL: `pg_dump --format=custom`, which
 * `pg_restore` loads into an empty database. Every backup is verified by opening it before it counts.
 */
export class BackupError extends Error {}

type Client = PGlite | pg.Pool;
const clientOf = (db: Db) => (db as unknown as { $client: Client }).$client;

/** 'pglite' for a gzipped data directory, 'pg_dump' for pg_dump's custom format, by the file's first bytes. */
export async function backupFormat(file: string): Promise<'pglite' | 'pg_dump'> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupError(`cannot read ${file}`);
  });
  const head = Buffer.alloc(5);
  await handle.read(head, 0, 5, 0).finally(() => handle.close());
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
  throw new BackupError(`${file} is not a backup (neither a PGlite dump nor pg_dump's custom format)`);
}

/** Members whose balance is not the sum of their bills: a backup with any is not a good one. */
export const UNRECONCILED = `
  select count(*)::int as n from members m
  where m.balance <> (select coalesce(sum(b.amount), 0) from bills b where b.member_id = m.id)`;

/** A PGlite backup's tar, unpacked from its gzip here: a truncated or damaged file is refused before PGlite reads it. */
export async function readPgliteDump(file: string): Promise<Blob> {
  try {
    return new Blob([await gunzip(await readFile(file))]);
  } catch (error) {
    throw new BackupError(`the backup does not open: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Loads a PGlite dump into memory and runs the sanity queries; the number of members. */
export async function verifyPgliteDump(dump: Blob): Promise<number> {
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ loadDataDir: dump });
    const migrations = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    if (!migrations.rows[0]?.n) throw new Error('no migrations applied');
    const unreconciled = await client.query<{ n: number }>(UNRECONCILED);
    if (unreconciled.rows[0]?.n) throw new Error(`${unreconciled.rows[0].n} members do not reconcile`);
    return (await client.query<{ n: number }>('select count(*)::int as n from members')).rows[0]!.n;
  } catch (error) {
    throw new BackupError(`the backup does not open: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await client?.close().catch(() => {});
  }
}

/** pg_restore reads the whole archive's table of contents, and it holds the members' and bills' data. */
async function verifyPgDump(file: string): Promise<void> {
  const listed = await run('pg_restore', ['--list', file]).catch((error: Error) => {
    throw new BackupError(`the backup does not open: ${error.message}`);
  });
  for (const table of ['members', 'bills'])
    if (!new RegExp(`TABLE DATA public ${table} `).test(listed.stdout))
      throw new BackupError(`the backup does not open: it holds no data of ${table}`);
}

/** Verifies the backup in `file` by opening it; throws BackupError when it is not a good one. */
export async function verifyBackup(file: string): Promise<void> {
  if ((await backupFormat(file)) === 'pglite') await verifyPgliteDump(await readPgliteDump(file));
  else await verifyPgDump(file);
}

async function dumpPglite(client: PGlite, file: string): Promise<void> {
  // the checkpoint writes the data files (a restore then replays little WAL); the copy is made between two
  // transactions: none is open, none begins until it is made (query() takes the same lock)
  await client.query('checkpoint');
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

async function dumpPostgres(pool: pg.Pool, file: string): Promise<void> {
  const url = pool.options.connectionString;
  if (!url) throw new BackupError('the PostgreSQL pool has no connection string to give pg_dump');
  const { dbname, env } = pgToolConnection(url);
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, dbname], { env }).catch(
    (error: NodeJS.ErrnoException & { stderr?: string }) => {
      if (error.code === 'ENOENT')
        throw new BackupError(
          "pg_dump is not installed (Debian: apt-get install postgresql-client, of the server's major version or newer); " +
            `or run it yourself: pg_dump --format=custom --no-owner --file=${file} "$DATABASE_URL"`,
        );
      throw new BackupError(`pg_dump failed: ${toolFailure(error)}`);
    },
  );
}

/**
 * Backs the database up into `file` (written beside it, verified, then renamed, so `file` is only ever a
 * good backup) and records it; its size in bytes. A backup holds TOTP secrets, card numbers and password
 * hashes: the file is its owner's alone (0600) from before its first byte (pg_dump would create it with the
 * umask's mode, 0644), and a directory made for it is too (0700).
 */
export async function takeBackup(db: Db, file: string, now: () => Date = () => new Date()): Promise<number> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
  const partial = `${target}.${randomUUID().slice(0, 8)}.partial`;
  try {
    // created empty first, so pg_dump writes into a file nobody else may read (it keeps an existing one's mode)
    await (await open(partial, 'wx', PRIVATE_FILE)).close();
    await chmod(partial, PRIVATE_FILE);
    const client = clientOf(db);
    if (client instanceof PGlite) await dumpPglite(client, partial);
    else await dumpPostgres(client, partial);
    await verifyBackup(partial);
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
  const { size } = await stat(target);
  await db.insert(backups).values({ file: target, bytes: size, takenAt: now() });
  return size;
}

/** Seconds since the newest verified backup was taken; null when there is none. */
export async function newestBackupAgeSeconds(db: Db, now: Date = new Date()): Promise<number | null> {
  const [newest] = await db.select({ at: backups.takenAt }).from(backups).orderBy(desc(backups.takenAt)).limit(1);
  return newest ? Math.max(0, Math.floor((now.getTime() - newest.at.getTime()) / 1000)) : null;
}

/** A backup's mode, and its directory's: the server's user's alone. */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

const SCHEDULED = /^backup-\d{8}T\d{6}Z\.(tar\.gz|pgdump)$/;

/** The name of a scheduled backup: sorting the names sorts the backups by age. */
export const scheduledName = (db: Db, at: Date) =>
  `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.${clientOf(db) instanceof PGlite ? 'tar.gz' : 'pgdump'}`;

/** Deletes the oldest scheduled backups in `dir` beyond the newest `keep`; the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => SCHEDULED.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

const LEASE = 'backup';

/**
 * Whether this instance takes the scheduled backup due at `now`: the `backup` lease, taken when it has
 * expired and held for one period, so one instance backs up per period however many run.
 */
async function claimBackup(db: Db, holder: string, schedule: BackupSchedule, now: Date): Promise<boolean> {
  return claimLease(db, LEASE, holder, new Date(now.getTime() + schedule.everySeconds * 1000), now);
}

/** The scheduled backup, when one is due and no other instance takes it: its file, or undefined. */
export async function scheduledBackup(
  db: Db,
  schedule: BackupSchedule,
  holder: string,
  now: Date,
): Promise<{ file: string; bytes: number; pruned: string[] } | undefined> {
  if (!(await claimBackup(db, holder, schedule, now))) return undefined;
  // BACKUP_DIR holds nothing but backups: closed to everyone else, also when it was made before
  await mkdir(schedule.dir, { recursive: true, mode: PRIVATE_DIR });
  await chmod(schedule.dir, PRIVATE_DIR);
  const file = path.join(schedule.dir, scheduledName(db, now));
  const bytes = await takeBackup(db, file, () => now);
  return { file, bytes, pruned: await pruneBackups(schedule.dir, schedule.keep) };
}
