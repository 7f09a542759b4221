import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite (a directory, 'memory://', or a loaded dump) with the migrations applied. */
export async function openPglite(dataDir: string, dump?: Blob): Promise<Database> {
  const client = dump
    ? await PGlite.create({ loadDataDir: dump })
    : await PGlite.create(dataDir === 'memory://' ? undefined : dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // an idle connection that the server drops (restart, failover) must not crash the process:
  // the pool discards it and the next query connects afresh
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  return { db, kind: 'postgres', close: () => pool.end() };
}

export function openDatabase(settings: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return settings.databaseUrl ? openPostgres(settings.databaseUrl) : openPglite(settings.dataDir);
}
