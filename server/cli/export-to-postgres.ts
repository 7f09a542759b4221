import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { openPostgres, type Db, type Tx } from '../db/client';
import { UNRECONCILED } from '../services/platform/backups';
import { UsageError } from './args';

/** Rows per statement: a page of JSON small enough for one query. */
const PAGE = 2000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** Tables in an order where every table comes after the tables its foreign keys point to. */
async function tablesInOrder(client: pg.PoolClient): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public'")
  ).rows.map((r) => r.name);
  const edges = (
    await client.query<{ child: string; parent: string }>(`
      select c.relname as child, p.relname as parent from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`)
  ).rows;
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const edge of edges) if (edge.child === table) visit(edge.parent, path);
    ordered.push(table);
  };
  for (const table of tables.sort()) visit(table, new Set());
  return ordered;
}

async function copyTable(source: Tx, target: pg.PoolClient, table: string): Promise<number> {
  let copied = 0;
  for (;;) {
    const [page] = rowsOf<{ rows: string; n: number }>(
      await source.execute(
        sql`select coalesce(json_agg(t), '[]')::text as rows, count(*)::int as n
            from (select * from ${sql.identifier(table)} order by ctid limit ${PAGE} offset ${copied}) t`,
      ),
    );
    if (!page || page.n === 0) return copied;
    const quoted = `"${table.replaceAll('"', '""')}"`;
    await target.query(`insert into ${quoted} select * from json_populate_recordset(null::${quoted}, $1::json)`, [
      page.rows,
    ]);
    copied += page.n;
  }
}

/** Every serial column's sequence set past the largest id copied, so new rows get new ids. */
async function advanceSequences(target: pg.PoolClient): Promise<void> {
  const serials = (
    await target.query<{ table: string; column: string }>(`
      select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval(%'`)
  ).rows;
  for (const { table, column } of serials) {
    const t = `"${table.replaceAll('"', '""')}"`;
    const c = `"${column.replaceAll('"', '""')}"`;
    await target.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${c}) from ${t}), 0) + 1, false)`,
      [t, column],
    );
  }
}

/**
 * Copies a PGlite database into the empty PostgreSQL database of `url`: the schema by the migrations, then every
 * table in one source transaction (a consistent copy) and one target transaction (all or nothing), checked by
 * the row counts and the ledger's reconciliation before it commits.
 */
export async function exportToPostgres(db: Db, url: string, out: (line: string) => void): Promise<void> {
  if (!((db as unknown as { $client: unknown }).$client instanceof PGlite))
    throw new UsageError('export-to-postgres copies a PGlite database: run it with DATA_DIR, without DATABASE_URL');
  if (!/^postgres(ql)?:\/\//.test(url)) throw new UsageError('usage: export-to-postgres <postgres://…>');
  const target = await openPostgres(url);
  const pool = (target.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    const tables = await tablesInOrder(client);
    for (const table of tables) {
      const { rows } = await client.query<{ any: boolean }>(`select exists (select from "${table}") as any`);
      if (rows[0]!.any)
        throw new UsageError(
          `the PostgreSQL database is not empty (table ${table} has rows): export into a new database`,
        );
    }
    await client.query('begin');
    await db.transaction(async (source) => {
      for (const table of tables) {
        const copied = await copyTable(source, client, table);
        const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
        if (rows[0]!.n !== copied) throw new Error(`${table}: ${copied} rows read, ${rows[0]!.n} written`);
        out(`${table}: ${copied} rows`);
      }
    });
    await advanceSequences(client);
    const unreconciled = (await client.query<{ n: number }>(UNRECONCILED)).rows[0]!.n;
    if (unreconciled) throw new Error(`${unreconciled} members do not reconcile after the copy`);
    await client.query('commit');
    out('copied and reconciled: point DATABASE_URL at this database and start the servers');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
    await target.close();
  }
}
