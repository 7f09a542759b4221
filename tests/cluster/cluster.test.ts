import { exec } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { inProgressSchema } from '../../contract/envelope';
import { formatCents } from '../../contract/money';
import { withdrawFeeCents } from '../../contract/wallet';
import { openPostgres, type Database } from '../../server/db/client';
import { plainPng } from '../server/support/images';
import { ledgerProblems } from '../server/support/invariants';
import { balancer } from './support/balancer';
import {
  call,
  freshDatabaseUrl,
  newKey,
  randomIp,
  startInstance,
  waitReady,
  type Answer,
  type Instance,
} from './support/instances';

/**
 * Three instances of the built server behind no balancer but the test itself, on one PostgreSQL, as an
 * operator runs them: migrations and seed at start, a database restart under load, shared limits.
 */
const ENV = { TRUST_PROXY: '1', API_RATE_LIMIT: '40' };
const WITHDRAWAL = 100_00 + withdrawFeeCents(100_00, '0.005');

let target: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let all: Instance[] = [];
let three: Instance[] = [];
let database: Database | undefined;

beforeAll(async () => {
  target = await freshDatabaseUrl();
});
afterAll(async () => {
  await Promise.all(all.map((i) => i.stop()));
  await database?.close();
  await target.drop();
});
afterEach((context) => {
  if (context.task.result?.state === 'fail') for (const i of three) console.error(i.url, i.log.join(''));
});

async function member(on: Instance) {
  const account = `c${newKey().replace(/-/g, '').slice(0, 12)}`;
  const registered = await call<{ token: string }>(on, 'register', {
    account,
    password: 'passw0rd1',
    confirmPassword: 'passw0rd1',
  });
  expect(registered.code).toBe(200);
  const token = registered.data.token;
  const fund = async (amount: string) =>
    expect((await call(on, 'recharge', { method: 'bankcard', amount }, { token, key: newKey() })).code).toBe(200);
  const withdrawer = async () => {
    await call(on, 'addTradePassword', { password: 'passw0rd1', tradePassword: '135790' }, { token });
    const card = await call<{ id: number }>(
      on,
      'addCard',
      { kind: 'bank', bankName: 'B', holder: 'H', number: '62220000111133', tradePassword: '135790' },
      { token },
    );
    return (at: Instance, key: string, tradePassword = '135790') =>
      call<{ id: number }>(
        at,
        'withdraw',
        { amount: '100', to: { type: 'card', id: card.data.id }, tradePassword },
        { token, key },
      );
  };
  const balance = async () => (await call<{ balance: string; frozen: string }>(on, 'balance', {}, { token })).data;
  return { token, fund, withdrawer, balance };
}

describe('instances on one PostgreSQL', () => {
  it('ten started at once on an empty database all come up (migrations and seed under a lock)', async () => {
    const started = Date.now();
    all = await Promise.all(Array.from({ length: 10 }, () => startInstance(target.url, ENV)));
    const ready = await Promise.all(all.map((i) => waitReady(i, 60_000)));
    console.log(`ten instances ready in ${Math.max(...ready)} ms (from spawn: ${Date.now() - started} ms)`);
    three = all.slice(0, 3);
    await Promise.all(all.slice(3).map((i) => i.stop()));
    database = await openPostgres(target.url);
    const markets = await call<unknown[]>(three[0]!, 'markets', {});
    expect(markets.data).toHaveLength(new Set((markets.data as { symbol: string }[]).map((m) => m.symbol)).size);
  });

  it('one key sent to every instance at once at the balance edge: the first answer or "in progress", never "insufficient"', async () => {
    const m = await member(three[0]!);
    await m.fund(formatCents(WITHDRAWAL));
    const withdraw = await m.withdrawer();
    const key = newKey();
    const answers = await Promise.all([...three, ...three].map((i) => withdraw(i, key)));
    const outcomes = answers.map((a) => (a.code === 409 ? (inProgressSchema.parse(a.data), 409) : a.code));
    console.log(`same-key race outcomes: ${outcomes.join(' ')}`);
    expect(outcomes.every((code) => code === 200 || code === 409)).toBe(true);
    // a client answers "in progress" with the same key until the first response comes
    const settled = await Promise.all(
      answers.map(async (answer, n) => {
        let latest: Answer<{ id: number }> = answer;
        for (let tries = 0; latest.code === 409 && tries < 50; tries++) {
          await delay(100); // the client's retry interval
          latest = await withdraw(three[n % 3]!, key);
        }
        return latest;
      }),
    );
    expect(new Set(settled.map((a) => `${a.code}:${a.data.id}`)).size).toBe(1);
    expect(settled[0]!.code).toBe(200);
    expect(await m.balance()).toMatchObject({ balance: '0.00', frozen: formatCents(WITHDRAWAL) });
  });

  it('40 withdrawals spread over three instances: exactly the affordable ones, Σ bills = balance', async () => {
    const m = await member(three[1]!);
    await m.fund('3000');
    const withdraw = await m.withdrawer();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => withdraw(three[n % 3]!, newKey())));
    const affordable = Math.floor(3000_00 / WITHDRAWAL);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(affordable);
    expect(answers.filter((a) => a.code === 422)).toHaveLength(40 - affordable);
    expect(await m.balance()).toMatchObject({
      balance: formatCents(3000_00 - affordable * WITHDRAWAL),
      frozen: formatCents(affordable * WITHDRAWAL),
    });
    expect(await ledgerProblems(database!.db)).toEqual([]);
  });

  it(
    'a PostgreSQL restart mid-burst: every instance serves again within 10 s, nothing lost or doubled',
    { timeout: 120_000 },
    async () => {
      const restart = process.env.PG_RESTART;
      if (!restart) throw new Error('PG_RESTART is not set: run this suite through scripts/test-postgres.sh');
      const m = await member(three[2]!);
      const keys: string[] = [];
      let failures = 0;
      let restarted = false;
      let answered = 0;
      const outcomes = new Set<string>();
      // one client: a recharge of 1.00, retried with its key after a failure until it is answered
      const recharge = async (n: number) => {
        const key = newKey();
        keys.push(key);
        const deadline = Date.now() + 60_000;
        for (;;) {
          const answer = await call(
            three[n % 3]!,
            'recharge',
            { method: 'bankcard', amount: '1' },
            { token: m.token, key },
          ).catch(() => undefined);
          if (answer?.code === 200) return void answered++;
          failures++;
          // while the database is away: a clean 503 envelope (or no answer at all), never a 500
          if (answer) outcomes.add(`${answer.status}/${answer.code}`);
          if (Date.now() > deadline) throw new Error(`recharge ${key} never answered: ${JSON.stringify(answer)}`);
          await delay(200); // the client's retry interval
        }
      };
      const clients = Array.from({ length: 12 }, async (_, n) => {
        for (let done = 0; done < 3 || !restarted; done++) await recharge(n + done);
      });
      // the database goes away once the burst is under way
      while (answered < 6) await delay(20);
      const down = Date.now();
      await promisify(exec)(restart);
      const up = Date.now();
      restarted = true;
      const recovery = await Promise.all(three.map((i) => waitReady(i, 10_000)));
      await Promise.all(clients);
      console.log(
        `restart took ${up - down} ms; instances ready ${recovery.join('/')} ms after; ${keys.length} recharges, ${failures} failed tries retried`,
      );
      console.log(`failed tries answered: ${[...outcomes].join(', ') || 'none (connections refused)'}`);
      expect([...outcomes].filter((outcome) => outcome !== '503/503')).toEqual([]);
      for (const i of three) expect(i.exitCode()).toBeNull();
      expect(Math.max(...recovery)).toBeLessThan(10_000);
      expect((await m.balance()).balance).toBe(formatCents(keys.length * 100));
      // every key replays its first answer, moving nothing
      const replays = await Promise.all(
        keys.map((key, n) =>
          call(three[n % 3]!, 'recharge', { method: 'bankcard', amount: '1' }, { token: m.token, key }),
        ),
      );
      expect(replays.every((r) => r.code === 200)).toBe(true);
      expect((await m.balance()).balance).toBe(formatCents(keys.length * 100));
      expect(await ledgerProblems(database!.db)).toEqual([]);
    },
  );

  it(
    'a rolling restart of one instance under load: nothing fails that a balancer does not retry, each key lands once',
    { timeout: 120_000 },
    async () => {
      const members = await Promise.all(Array.from({ length: 9 }, (_, n) => member(three[n % 3]!)));
      const lb = balancer(three);
      const keys = members.map(() => [] as string[]);
      let restarted = false;
      // each client: a recharge of 1.00 with its own key, then a read, until the restart is over
      const load = members.map(async (m, n) => {
        const deadline = Date.now() + 90_000;
        for (let done = 0; done < 4 || !restarted; done++) {
          if (Date.now() > deadline) throw new Error('the load did not end');
          const key = newKey();
          keys[n]!.push(key);
          const recharged = await lb.call('recharge', { method: 'bankcard', amount: '1' }, { token: m.token, key });
          expect(recharged.code).toBe(200);
          expect((await lb.call('balance', {}, { token: m.token })).code).toBe(200);
        }
      });
      const answered = (n: number) => () => lb.stats.answered >= n;
      const until = async (condition: () => boolean) => {
        while (!condition()) await delay(20); // the poll's interval; the test's timeout bounds it
      };
      await until(answered(40));
      const old = three[1]!;
      const signalled = Date.now();
      await old.stop();
      const drainedIn = Date.now() - signalled;
      expect(old.exitCode()).toBe(0);
      const fresh = await startInstance(target.url, ENV);
      all.push(fresh);
      await waitReady(fresh, 30_000);
      lb.replace(old, fresh);
      three[1] = fresh;
      // the new instance takes its share before the load ends
      await until(() => (lb.stats.by[fresh.url] ?? 0) >= 20);
      restarted = true;
      await Promise.all(load).catch((error: unknown) => {
        console.log(lb.stats.failures, `old ${old.url} signalled at ${signalled}`);
        throw error;
      });
      lb.close();
      console.log(
        `rolling restart: old instance drained and exited 0 in ${drainedIn} ms; ${lb.stats.calls} calls, ` +
          `retried by the balancer ${JSON.stringify(lb.stats.retried)}, answers per instance ${JSON.stringify(Object.values(lb.stats.by))}`,
      );
      expect(lb.stats.failures).toEqual([]);
      // every key moved 1.00 once, and replays move nothing
      const balance = async (token: string) =>
        (await call<{ balance: string }>(three[0]!, 'balance', {}, { token })).data.balance;
      for (const [n, m] of members.entries()) {
        expect(await balance(m.token)).toBe(formatCents(keys[n]!.length * 100));
        const replays = await Promise.all(
          keys[n]!.map((key) =>
            call(three[0]!, 'recharge', { method: 'bankcard', amount: '1' }, { token: m.token, key }),
          ),
        );
        expect(replays.every((r) => r.code === 200)).toBe(true);
        expect(await balance(m.token)).toBe(formatCents(keys[n]!.length * 100));
      }
      expect(await ledgerProblems(database!.db)).toEqual([]);
    },
  );

  it('an avatar uploaded on one instance is served by every instance, cached for good', async () => {
    const m = await member(three[0]!);
    const png = plainPng(11);
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const uploaded = (await (
      await fetch(`${three[0]!.url}/api/uploadAvatar`, { method: 'POST', headers: { token: m.token }, body: form })
    ).json()) as { data: { avatar: string } };
    for (const i of three) {
      const served = await fetch(`${i.url}${uploaded.data.avatar}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    }
  });

  it('API_RATE_LIMIT holds once across the instances, not once each', async () => {
    // a window that turns during the burst would count twice: start clear of the minute's end
    while (60_000 - (Date.now() % 60_000) < 5_000) await delay(250);
    const ip = randomIp();
    const statuses: number[] = [];
    for (let n = 0; n < 60; n += 6) {
      const batch = await Promise.all(
        Array.from({ length: 6 }, (_, k) => call(three[(n + k) % 3]!, 'configs', {}, { ip })),
      );
      statuses.push(...batch.map((a) => a.status));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('the trade password locks after five wrong tries spread over the instances', async () => {
    const m = await member(three[0]!);
    await m.fund('500');
    const withdraw = await m.withdrawer();
    const codes: number[] = [];
    for (let n = 0; n < 5; n++) codes.push((await withdraw(three[n % 3]!, newKey(), '000000')).code);
    expect(codes).toEqual([403, 403, 403, 403, 429]);
    const right = await withdraw(three[2]!, newKey());
    expect(right).toMatchObject({ code: 429, msg: '交易密碼錯誤次數過多，請於 15 分鐘後再試' });
  });
});

describe('a deployment', () => {
  /** An instance on a database of its own, started as `env` and `args` say, once it answers. */
  async function alone(env: Record<string, string>, args: string[] = []) {
    const db = await freshDatabaseUrl();
    const instance = await startInstance(db.url, { LOG_LEVEL: 'info', ...env }, args);
    await waitReady(instance, 60_000);
    return { instance, log: () => instance.log.join(''), stop: async () => (await instance.stop(), await db.drop()) };
  }

  it('without DEMO (npm run serve) has no demo account, prints the command for the first admin, logs no password', async () => {
    const { instance, log, stop } = await alone({ DEMO: '' });
    try {
      // printed as it starts, which may be a moment after it first answers: its output is read as it comes
      await vi.waitFor(() => expect(log()).toContain('npm run admin -- operator:create <account> <password> admin'), {
        timeout: 10_000,
      });
      const demo = await call(instance, 'login', { account: 'demo', password: 'demo1234' });
      expect(demo.code).toBe(403);
      // the catalogue the product needs is there
      expect(((await call<unknown[]>(instance, 'markets', {})).data as unknown[]).length).toBeGreaterThan(0);
      for (const password of ['demo1234', 'operator1234']) expect(log()).not.toContain(password);
    } finally {
      await stop();
    }
  });

  it('with --demo (npm start) says so and prints the demo accounts', async () => {
    const { instance, log, stop } = await alone({ DEMO: '' }, ['--demo']);
    try {
      await vi.waitFor(() => expect(log()).toContain('DEMO mode'), { timeout: 10_000 });
      expect((await call(instance, 'login', { account: 'demo', password: 'demo1234' })).code).toBe(200);
    } finally {
      await stop();
    }
  });
});
