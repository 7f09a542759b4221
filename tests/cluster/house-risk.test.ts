import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { call, freshDatabaseUrl, randomIp, startInstance, waitReady, type Instance } from './support/instances';

/**
 * The house's exposure bound of a room (issue 43 §3) holds when fifty members order the same side at once
 * through three instances on one PostgreSQL: the orders of one period take turns on an advisory lock.
 */
const ENV = { TRUST_PROXY: '1' };
let target: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let three: Instance[] = [];
let database: Database;

beforeAll(async () => {
  target = await freshDatabaseUrl();
  three = await Promise.all([1, 2, 3].map(() => startInstance(target.url, ENV)));
  await Promise.all(three.map((i) => waitReady(i, 60_000)));
  database = await openPostgres(target.url);
});
afterAll(async () => {
  await Promise.all(three.map((i) => i.stop()));
  await database?.close();
  await target?.drop();
});

/** A member with 1,000.00 (demo mode approves the recharge at once), registered on `on`. */
async function member(on: Instance, n: number) {
  const ip = randomIp();
  const account = `risk${n}x${Date.now() % 100_000}`;
  const registered = await call<{ token: string }>(
    on,
    'register',
    { account, password: 'passw0rd1', confirmPassword: 'passw0rd1' },
    { ip },
  );
  expect(registered.code, registered.msg).toBe(200);
  const token = registered.data.token;
  const recharge = await call(
    on,
    'recharge',
    { method: 'bankcard', amount: '1000' },
    { token, key: crypto.randomUUID(), ip },
  );
  expect(recharge.code, recharge.msg).toBe(200);
  return token;
}

/** Room 1's open period once at least 25 of its 60 seconds are left: fifty orders go in well before the cut-off. */
async function roomyPeriod(token: string): Promise<string> {
  for (;;) {
    const room = await call<{ period: { issueNo: string; closeAt: string }; serverTime: string }>(
      three[0]!,
      'room',
      { id: 1 },
      { token },
    );
    if (Date.parse(room.data.period.closeAt) - Date.parse(room.data.serverTime) > 25_000)
      return room.data.period.issueNo;
    await delay(500); // the poll's interval
  }
}

it('fifty orders up at once over three instances: exactly as many as the bound allows go in', async () => {
  // 100.00 up wins 85.00 at room 1's rate: eleven orders expose the house 935.00, a twelfth would pass 1,000.00
  await database.db.execute(sql`update rooms set max_exposure = 100000 where id = 1`);
  const tokens = await Promise.all(Array.from({ length: 50 }, (_, n) => member(three[n % 3]!, n)));
  const issueNo = await roomyPeriod(tokens[0]!);
  const answers = await Promise.all(
    tokens.map((token, n) =>
      call(
        three[n % 3]!,
        'order',
        { roomId: 1, issueNo, direction: 'up', amount: '100' },
        { token, key: crypto.randomUUID() },
      ),
    ),
  );
  const accepted = answers.filter((a) => a.code === 200);
  const full = answers.filter((a) => a.code === 422 && (a.data as { side?: string } | null)?.side === 'up');
  expect(accepted).toHaveLength(11);
  expect(full).toHaveLength(39);
  expect(full[0]!.msg).toBe('本期看漲一方已滿，請改選看跌或等下一期');
  const [book] = await rowsOf<{ up: number; n: number }>(
    database.db,
    sql`select coalesce(sum(o.amount), 0)::int as up, count(*)::int as n from orders o
        join periods p on p.id = o.period_id where p.room_id = 1 and p.issue_no = ${issueNo}`,
  );
  expect(book).toEqual({ up: 1100_00, n: 11 });
}, 120_000);
