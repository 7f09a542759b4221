import { sql } from 'drizzle-orm';
import pg from 'pg';
import { setTimeout as delay } from 'node:timers/promises';
import { openPostgres, type Database } from '../../server/db/client';
import { busyPeriod } from '../server/support/busy-period';
import { ledgerProblems } from '../server/support/invariants';
import { freshDatabaseUrl, startInstance, waitReady, type Instance } from './support/instances';

/**
 * A server killed with SIGKILL in the middle of settling a period of many chunks: what it committed stays, the
 * chunk in flight is rolled back, and the next server settles the rest, every order exactly once.
 */
let target: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let database: Database;
const started: Instance[] = [];

beforeAll(async () => {
  target = await freshDatabaseUrl();
});
afterAll(async () => {
  await Promise.all(started.map((i) => i.stop()));
  await database?.close();
  await target.drop();
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function until<T>(what: string, probe: () => Promise<T | undefined>, deadlineMs = 120_000): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not after ${deadlineMs} ms`);
    await delay(20); // the poll's interval
  }
}

it('a kill -9 mid-settlement: after a restart every order is settled exactly once', async () => {
  // the first server migrates, seeds and writes ticks; stopped, it leaves a closed period of 2,000 orders
  const first = await startInstance(target.url);
  started.push(first);
  await waitReady(first, 60_000);
  database = await openPostgres(target.url);
  const db = database.db;
  const newestTick = async () =>
    rowsOf<{ at: Date | null }>(await db.execute(sql`select max(at) as at from ticks where symbol = 'BTC/USDT'`))[0]
      ?.at ?? undefined;
  const closeAt = await until('a tick', newestTick);
  await first.stop();
  const period = await busyPeriod(db, { roomId: 1, members: 20, ordersEach: 100, closeAt: new Date(closeAt) });

  // the last member's row held: the settling server stops at the chunk with that member's orders
  const holder = new pg.Client({ connectionString: target.url });
  await holder.connect();
  await holder.query('begin');
  await holder.query('select id from members where id = $1 for update', [period.lastMemberId]);
  const settling = await startInstance(target.url, { SETTLEMENT_CHUNK_ORDERS: '50' });
  started.push(settling);
  const count = async (status: 'open' | 'settled') =>
    rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from orders where period_id = ${period.periodId}
        and (status = 'open') = ${status === 'open'}`),
    )[0]!.n;
  const waiting = await until('the settlement waiting on the held member', async () => {
    const [row] = rowsOf<{ pid: number }>(
      await db.execute(sql`select pid from pg_stat_activity where datname = current_database()
        and wait_event_type = 'Lock' and pid <> pg_backend_pid()`),
    );
    return row && (await count('settled')) === 1900 ? row.pid : undefined;
  });
  settling.process.kill('SIGKILL');
  await settling.stop();
  await holder.query('rollback');
  await holder.end();
  // its backend ends once it gets the lock and finds its client gone: its chunk rolls back
  await until('the dead backend gone', async () => {
    const rows = rowsOf(await db.execute(sql`select 1 from pg_stat_activity where pid = ${waiting}`));
    return rows.length === 0 ? true : undefined;
  });
  expect(await count('open')).toBe(100);
  expect(await ledgerProblems(db)).toEqual([]);

  const next = await startInstance(target.url);
  started.push(next);
  await until('the period settled', async () => {
    const [row] = rowsOf<{ settled_at: Date | null }>(
      await db.execute(sql`select settled_at from periods where id = ${period.periodId}`),
    );
    return row?.settled_at ? true : undefined;
  });
  expect(await count('open')).toBe(0);
  expect(await period.check()).toEqual([]);
  expect(await ledgerProblems(db)).toEqual([]);
}, 400_000);
