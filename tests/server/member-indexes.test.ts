import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { freshDatabase } from './support/database';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/**
 * PostgreSQL's plan of `query` when scanning the whole table and sorting are its last resorts: with an index that
 * fits, the plan reads it in order; without, it still scans (and sorts), whatever the table holds.
 */
async function plan(query: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    for (const scan of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) {
      await tx.execute(sql.raw(`set local ${scan} = off`));
    }
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

const tables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => value instanceof PgTable,
);
const memberTables = tables.filter((table) => 'memberId' in getTableColumns(table));

describe("every member's rows are found by index", () => {
  it('finds the tables that belong to members', () => {
    expect(memberTables.map((t) => getTableConfig(t).name)).toEqual(
      expect.arrayContaining(['bills', 'orders', 'recharges', 'withdrawals', 'cards', 'wallets', 'move_records']),
    );
  });

  // a list call reads a page (newest first) and counts the rows: neither may scan the table
  it.each(memberTables.map((table) => [getTableConfig(table).name, table] as const))('%s', async (_name, table) => {
    const columns = getTableColumns(table) as Record<string, Column>;
    const mine = sql`${columns.memberId} = 1`;
    const count = await plan(sql`select count(*) from ${table} where ${mine}`);
    expect(count).not.toContain('Seq Scan');
    if (columns.id) {
      const page = await plan(sql`select * from ${table} where ${mine} order by ${columns.id} desc limit 20 offset 40`);
      expect(page).not.toContain('Seq Scan');
      expect(page).not.toContain('Sort');
      // keyset paging (`before`): the rows after the last id the client has
      const after = await plan(
        sql`select * from ${table} where ${mine} and ${columns.id} < 1000 order by ${columns.id} desc limit 20`,
      );
      expect(after).not.toContain('Seq Scan');
      expect(after).not.toContain('Sort');
    }
  });

  it.each([schema.recharges, schema.withdrawals].map((table) => [getTableConfig(table).name, table] as const))(
    'the review queue of %s reads its pending rows in order from an index',
    async (_name, table) => {
      const queue = await plan(
        sql`select * from ${table} where ${table.status} = 'pending' order by ${table.createdAt}, ${table.id}`,
      );
      expect(queue).not.toContain('Seq Scan');
      expect(queue).not.toContain('Sort');
    },
  );
});
