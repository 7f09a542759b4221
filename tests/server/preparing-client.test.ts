import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { PREPARED_PER_CONNECTION } from '../../server/db/preparing-client';
import { freshDatabase } from './support/database';

const rows = async <T>(query: Promise<unknown>) => ((await query) as unknown as { rows: T[] }).rows;

/** The pool's connections prepare each statement with parameters once (server/db/preparing-client.ts). */
describe.runIf(Boolean(process.env.DATABASE_URL))('statements prepared once per connection', () => {
  // inside the describe: on PGlite (no pool) the file opens no database
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('prepares a repeated statement once and answers each call with its own values', async () => {
    const { answers, prepared } = await database.db.transaction(async (tx) => {
      const answers: number[] = [];
      for (const n of [1, 2, 3]) {
        const [row] = await rows<{ n: number }>(tx.execute(sql`select ${n}::int + 40 as n`));
        answers.push(row!.n);
      }
      const prepared = await rows<{ statement: string }>(
        tx.execute(sql.raw(`select statement from pg_prepared_statements where statement like '%+ 40 as n'`)),
      );
      return { answers, prepared };
    });
    expect(answers).toEqual([41, 42, 43]);
    expect(prepared.map((p) => p.statement)).toEqual(['select $1::int + 40 as n']);
  });

  it('keeps at most PREPARED_PER_CONNECTION statements on a connection, and answers the rest unnamed', async () => {
    const texts = PREPARED_PER_CONNECTION + 20;
    const { answers, count } = await database.db.transaction(async (tx) => {
      const answers: number[] = [];
      for (let i = 0; i < texts; i++) {
        const [row] = await rows<{ n: number }>(tx.execute(sql`select ${i}::int * 2 + ${sql.raw(String(i))} as n`));
        answers.push(row!.n);
      }
      const [counted] = await rows<{ count: number }>(
        tx.execute(sql.raw('select count(*)::int as count from pg_prepared_statements')),
      );
      return { answers, count: counted!.count };
    });
    expect(answers).toEqual(Array.from({ length: texts }, (_, i) => i * 3));
    expect(count).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
    expect(count).toBeGreaterThan(PREPARED_PER_CONNECTION / 2);
  });

  it('leaves statements without parameters unprepared', async () => {
    const prepared = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('select 7 as unprepared_probe'));
      return rows<{ statement: string }>(
        tx.execute(sql.raw(`select statement from pg_prepared_statements where statement like '%unprepared_probe'`)),
      );
    });
    expect(prepared).toEqual([]);
  });
});
