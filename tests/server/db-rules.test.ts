import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { openPostgres, type Database } from '../../server/db/client';
import { TRANSACTION_ATTEMPTS } from '../../server/db/retry';
import { members, withdrawals } from '../../server/db/schema';
import { isDatabaseUnavailable } from '../../server/errors';
import { createDatabase } from './support/database';
import { harness, testSettings, type Harness } from './support/harness';
import { ledgerProblems } from './support/invariants';

/** What the database itself refuses or survives, whatever the code above it does (docs/server.md, Security). */
let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const postgresUrl = process.env.DATABASE_URL;
const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const run = (query: ReturnType<typeof sql>) => h.database.db.execute(query);

async function withdrawer(cents: number) {
  const m = await h.withdrawer();
  await h.fund(m.id, cents);
  const withdraw = (amount: string) =>
    h.call('withdraw', { amount, to: { type: 'card', id: m.cardId }, tradePassword: '135790' }, { token: m.token });
  const balance = async () => (await h.call('balance', {}, { token: m.token })).data;
  const withdrawn = async () =>
    (await h.database.db.select().from(withdrawals).where(eq(withdrawals.memberId, m.id))).length;
  return { ...m, withdraw, balance, withdrawn };
}

describe('money never goes below zero', () => {
  it('a raw UPDATE that makes a balance, frozen or term amount negative fails with the constraint', async () => {
    const m = await h.member();
    for (const column of ['balance', 'frozen', 'term_balance']) {
      const failure = await run(sql`update members set ${sql.identifier(column)} = -1 where id = ${m.id}`).then(
        () => undefined,
        (error: unknown) => error as { cause?: { code?: string; constraint?: string; message?: string } },
      );
      expect(failure?.cause?.code).toBe('23514');
      expect(failure?.cause?.message).toContain(`members_${column}_not_negative`);
    }
    const [row] = await h.database.db.select().from(members).where(eq(members.id, m.id));
    expect(row).toMatchObject({ balance: 0, frozen: 0, termBalance: 0 });
  });

  it('a withdrawal that would overdraw answers 422 and moves nothing', async () => {
    const m = await withdrawer(50_00);
    expect(await m.withdraw('100')).toMatchObject({ status: 200, code: 422 });
    expect(await m.balance()).toMatchObject({ balance: '50.00', frozen: '0.00' });
  });
});

describe('64-bit ids', () => {
  it('ids past 2^32 travel as JSON numbers through register, funding, cards and withdrawals', async () => {
    const past = 2 ** 40;
    for (const table of ['members', 'bills', 'cards', 'withdrawals']) {
      await run(sql`select setval(${`${table}_id_seq`}, ${past})`);
    }
    const m = await withdrawer(500_00);
    expect(m.id).toBe(past + 1);
    expect(m.cardId).toBe(past + 1);
    const done = await m.withdraw('100');
    expect(done).toMatchObject({ code: 200, data: { id: past + 1 } });
    const bills = await h.call('bills', {}, { token: m.token });
    expect(bills.data.data.map((b) => typeof b.id)).toEqual(['number', 'number']);
    expect(Math.min(...bills.data.data.map((b) => b.id))).toBeGreaterThan(past);
    expect((await h.call('withdraws', {}, { token: m.token })).data.data[0]?.id).toBe(past + 1);
  });
});

describe('a transaction PostgreSQL rolls back for a conflict runs again', () => {
  /** A trigger on bills that raises 40001 on its first `times` runs; a sequence counts the runs, rollback or not. */
  async function injectSerializationFailures(times: number) {
    await run(sql`create sequence inject_runs`);
    await run(
      sql.raw(`create function inject_40001() returns trigger language plpgsql as $$
        begin
          if nextval('inject_runs') <= ${times} then
            raise exception 'injected serialization failure' using errcode = '40001';
          end if;
          return new;
        end $$`),
    );
    await run(sql`create trigger inject_40001 before insert on bills for each row execute function inject_40001()`);
    return async () => {
      const [counted] = rowsOf<{ runs: string }>(await run(sql`select last_value as runs from inject_runs`));
      await run(sql`drop trigger inject_40001 on bills`);
      await run(sql`drop function inject_40001`);
      await run(sql`drop sequence inject_runs`);
      return Number(counted?.runs);
    };
  }

  it('a 40001 once: retried, and the money moves exactly once', async () => {
    const m = await withdrawer(500_00);
    const removeInjection = await injectSerializationFailures(1);
    const answer = await m.withdraw('100');
    const runs = await removeInjection();
    expect(answer).toMatchObject({ status: 200, code: 200 });
    expect(runs).toBe(2);
    expect(await m.withdrawn()).toBe(1);
    expect((await m.balance()).balance).toBe('399.50');
    expect(await ledgerProblems(h.database.db)).toEqual([]);
  });

  it('a 40001 every time: a bounded number of runs, then 503 with the envelope, nothing moved', async () => {
    const m = await withdrawer(500_00);
    const removeInjection = await injectSerializationFailures(1000);
    const answer = await h.raw(
      'withdraw',
      { amount: '100', to: { type: 'card', id: m.cardId }, tradePassword: '135790' },
      { token: m.token, lang: 'en' },
    );
    const runs = await removeInjection();
    expect(answer).toMatchObject({ status: 503, code: 503, data: { retryAfter: expect.any(Number) } });
    expect(answer.msg).not.toBe('');
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expect(await m.withdrawn()).toBe(0);
    expect(await m.balance()).toMatchObject({ balance: '500.00', frozen: '0.00' });
  });

  it.runIf(postgresUrl)('a real deadlock between two transactions on PostgreSQL is retried', async () => {
    const a = await h.member();
    const b = await h.member();
    let runs = 0;
    // both transactions hold their first lock before either asks for its second: a deadlock, every time
    let arrived = 0;
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const transfer = (first: number, second: number) =>
      h.database.db.transaction(async (tx) => {
        runs++;
        await tx.select({ id: members.id }).from(members).where(eq(members.id, first)).for('update');
        if (++arrived === 2) openGate();
        await gate;
        await tx.select({ id: members.id }).from(members).where(eq(members.id, second)).for('update');
        await tx
          .update(members)
          .set({ frozen: sql`${members.frozen} + 1` })
          .where(eq(members.id, first));
      });
    await Promise.all([transfer(a.id, b.id), transfer(b.id, a.id)]);
    expect(runs).toBe(3);
    const rows = await h.database.db.select({ frozen: members.frozen }).from(members).where(eq(members.id, a.id));
    const other = await h.database.db.select({ frozen: members.frozen }).from(members).where(eq(members.id, b.id));
    expect([rows[0]!.frozen, other[0]!.frozen]).toEqual([1, 1]);
  });
});

describe.runIf(postgresUrl)('statement and idle-in-transaction timeouts on the pool', () => {
  let target: Awaited<ReturnType<typeof createDatabase>>;
  let database: Database;
  let blocker: pg.Client;
  beforeAll(async () => {
    target = await createDatabase(postgresUrl!);
    database = await openPostgres(target.url, { statementTimeoutMs: 500, idleInTransactionTimeoutMs: 500 });
    blocker = new pg.Client({ connectionString: target.url });
    await blocker.connect();
  });
  afterAll(async () => {
    await blocker.end();
    await database.close();
    await target.drop();
  });

  it('a statement stuck behind a lock is cut, and its request answers 503 instead of hanging', async () => {
    const app = await buildApp(testSettings(), { database });
    try {
      await blocker.query('begin');
      await blocker.query('lock table members in access exclusive mode');
      const started = Date.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: { account: 'nobody1', password: 'passw0rd1' },
      });
      const took = Date.now() - started;
      await blocker.query('rollback');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 503, data: { retryAfter: expect.any(Number) } });
      expect(took).toBeLessThan(5000);
    } finally {
      await blocker.query('rollback').catch(() => undefined);
      await app.close();
    }
  });

  it('a transaction left idle is ended by PostgreSQL, which releases its locks', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        const [{ pid }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`)) as [
          { pid: number },
        ];
        await tx.execute(sql`select id from members for update`);
        // idle in the transaction until PostgreSQL ends the session (bounded by the test's timeout)
        for (;;) {
          const alive = await blocker.query('select 1 from pg_stat_activity where pid = $1', [pid]);
          if (alive.rowCount === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50)); // the poll's interval
        }
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // the pool replaces the ended connection
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});
