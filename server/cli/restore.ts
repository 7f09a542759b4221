import { PGlite } from '@electric-sql/pglite';
import { execFile } from 'node:child_process';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { dataDirHolder, holdDataDir } from '../data-dir-lock';
import { backupFormat, BackupError, readPgliteDump, verifyPgliteDump } from '../services/platform/backups';
import { UsageError } from './args';

import { pgToolConnection, toolFailure } from '../services/platform/pg-connection';

const run = promisify(execFile);
/** a running server's file, not the database's: never restored */
const PROCESS_FILES = ['server.pid'];

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

async function isEmpty(dir: string): Promise<boolean> {
  const names = await readdir(dir).catch(() => []);
  return names.every((name) => PROCESS_FILES.includes(name));
}

/**
 * A PGlite backup into `dataDir`: refused while a server holds it. The dump is verified, unpacked beside it
 * (`<dir>.restoring-…`), then put in its place; a directory that held data is kept as `<dir>.before-restore-…`.
 */
async function restorePglite(file: string, dataDir: string, out: (line: string) => void): Promise<void> {
  const holder = await dataDirHolder(dataDir);
  if (holder) throw new UsageError(`DATA_DIR ${dataDir} is in use by process ${holder}: stop the server, then restore`);
  const dump = await readPgliteDump(file);
  const members = await verifyPgliteDump(dump);
  const release = await holdDataDir(dataDir);
  const staging = `${dataDir}.restoring-${stamp()}`;
  try {
    const client = await PGlite.create(staging, { loadDataDir: dump });
    await client.close();
    for (const name of PROCESS_FILES) await rm(path.join(staging, name), { force: true });
    if (await isEmpty(dataDir)) await rm(dataDir, { recursive: true, force: true });
    else {
      const aside = `${dataDir}.before-restore-${stamp()}`;
      await rename(dataDir, aside);
      await rm(path.join(aside, 'server.pid'), { force: true });
      out(`the data that was in ${dataDir} is kept in ${aside}`);
    }
    await rename(staging, dataDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await release();
  }
  out(`restored ${file} into ${dataDir} (${members} members); start the server on it`);
}

/** A pg_dump backup into DATABASE_URL's database, which must be empty: never over live data. */
async function restorePostgres(file: string, url: string, out: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
    );
    if (tables.rows[0]!.n > 0)
      throw new UsageError(
        'DATABASE_URL names a database that has tables: restore into an empty one (createdb <name>), then point DATABASE_URL at it',
      );
  } finally {
    await client.end();
  }
  const { dbname, env } = pgToolConnection(url);
  await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', dbname, file], { env }).catch(
    (error: NodeJS.ErrnoException & { stderr?: string }) => {
      if (error.code === 'ENOENT')
        throw new UsageError(
          `pg_restore is not installed: apt-get install postgresql-client, or run pg_restore --no-owner --exit-on-error --single-transaction --dbname="$DATABASE_URL" ${file}`,
        );
      throw new UsageError(`pg_restore failed: ${toolFailure(error)}`);
    },
  );
  out(`restored ${file} into DATABASE_URL's database; start the servers on it`);
}

/** `restore <file> [--data-dir <dir>]`: the database of `settings`, or the PGlite directory given. */
export async function restoreCommand(
  args: string[],
  settings: { databaseUrl: string | undefined; dataDir: string },
  out: (line: string) => void,
): Promise<void> {
  const [file, flag, dir, ...rest] = args;
  if (!file || (flag !== undefined && (flag !== '--data-dir' || !dir)) || rest.length > 0)
    throw new UsageError('usage: restore <file> [--data-dir <dir>]');
  try {
    const format = await backupFormat(file);
    if (format === 'pg_dump') {
      if (!settings.databaseUrl || dir)
        throw new UsageError('a pg_dump backup restores into PostgreSQL: set DATABASE_URL to an empty database');
      await restorePostgres(file, settings.databaseUrl, out);
    } else {
      const dataDir = dir ? path.resolve(dir) : settings.dataDir;
      if (settings.databaseUrl && !dir)
        throw new UsageError(
          'a PGlite backup restores into a data directory: pass --data-dir <dir> (to move it to PostgreSQL see docs/server.md)',
        );
      if (dataDir === 'memory://') throw new UsageError('restore into a directory, not memory://');
      await restorePglite(file, dataDir, out);
    }
  } catch (error) {
    throw error instanceof BackupError ? new UsageError(error.message) : error;
  }
}
