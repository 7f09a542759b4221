import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema';
import { fillSimplified } from './fill-simplified';
import { repairRechainedJournal } from './journal-repair';
import { retryTransactions } from './retry';
import { PreparingClient } from './preparing-client';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** resolves when the database answers a query */
  ready(): Promise<void>;
  /** PostgreSQL's pool: connections open and idle, queries waiting for one, connections lost to an error */
  poolStats?: () => { total: number; idle: number; waiting: number; errors: number };
}

/** PGlite (a directory, 'memory://', or a loaded dump) with the migrations applied. */
export async function openPglite(dataDir: string, dump?: Blob): Promise<Database> {
  const client = dump
    ? await PGlite.create({ loadDataDir: dump })
    : await PGlite.create(dataDir === 'memory://' ? undefined : dataDir);
  const db = retryTransactions(drizzlePglite(client, { schema }) as unknown as Db);
  await repairRechainedJournal(client);
  await migratePglite(db as never, { migrationsFolder });
  await fillSimplified(db);
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    ready: () => client.query('select 1').then(() => undefined),
  };
}

/** Any constant shared by every instance: the lock that lets one of them migrate at a time. */
const MIGRATION_LOCK = 727_274_001;

/** How long PostgreSQL lets one statement run, and a transaction sit idle, before it ends them (0 = never). */
export interface PoolTimeouts {
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}
export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = { statementTimeoutMs: 15_000, idleInTransactionTimeoutMs: 30_000 };

export async function openPostgres(url: string, timeouts: PoolTimeouts = DEFAULT_POOL_TIMEOUTS): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    // each statement with parameters prepared once per connection (preparing-client.ts)
    Client: PreparingClient,
    max: 10,
    // fail fast while the database is away (a 503 in seconds, not a hung request), then reconnect on demand
    connectionTimeoutMillis: 5000,
    // a stuck statement answers an error instead of holding a request and a connection for ever, and a
    // transaction its client forgot releases its locks (set per session, at connect)
    statement_timeout: timeouts.statementTimeoutMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
  });
  // A connection that the server drops (restart, failover) must not crash the process. The pool listens on
  // idle clients only; a client checked out by a query or a transaction emits 'error' with nobody listening,
  // so every client gets a listener of its own: its query fails, the pool discards it, the next one connects.
  let errors = 0;
  const lost = () => void errors++;
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', lost));
  const db = retryTransactions(drizzlePg(pool, { schema }) as unknown as Db);
  await migrateUnderLock(pool);
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    ready: () => pool.query('select 1').then(() => undefined),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, errors }),
  };
}

/**
 * Whether the database lacks a migration of the journal (drizzle's rule: one newer than the last applied).
 * A server with nothing to apply runs no DDL, so it may run as a role that owns no table (docs/server.md).
 */
async function migrationsPending(client: pg.PoolClient): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  const last = await client
    .query<{ at: string | null }>('select max(created_at) as at from drizzle.__drizzle_migrations')
    .catch(() => undefined);
  const applied = Number(last?.rows[0]?.at ?? -1);
  return journal.entries.some((entry) => entry.when > applied);
}

/**
 * Instances started together migrate one at a time; each later one finds nothing left to do. Waiting for the
 * lock and a migration's statements (an ALTER on a big table) may take longer than a request's statement.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const db = drizzlePg(client, { schema }) as unknown as Db;
      await repairRechainedJournal(client);
      if (await migrationsPending(client)) await migratePg(db as never, { migrationsFolder });
      await fillSimplified(db);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
    await client.query('reset statement_timeout');
  } finally {
    client.release();
  }
}

export function openDatabase(settings: {
  databaseUrl: string | undefined;
  dataDir: string;
  databaseTimeouts: PoolTimeouts;
}): Promise<Database> {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl, settings.databaseTimeouts)
    : openPglite(settings.dataDir);
}
