import { sql } from 'drizzle-orm';
import { limitAttempts, lockAttemptKeys } from '../../server/services/auth/attempt-limit';
import { createOperator } from '../../server/services/operators/operator-accounts';
import { COMMAND_ACTOR } from '../../server/services/operators/audit';
import { harness, type Harness } from './support/harness';

/**
 * Every call that checks a password has its answer decided one attempt at a time per account and address, so
 * parallel guesses cannot pass the limit of 5 failures per account (issue 26 §3). Each test uses its own client address: the per-address limit
 * is high here, and checked on its own at the end.
 */
let h: Harness;
beforeAll(async () => {
  h = await harness({ loginFailuresPerAccount: 5, loginFailuresPerIp: 1000 });
});
afterAll(() => h.close());

let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;

async function post(url: string, body: unknown, from: string, headers: Record<string, string> = {}) {
  const response = await h.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
    remoteAddress: from,
  });
  return response.json() as { code: number; data: unknown };
}

/** A new member, their account name, and a client address of the test's own. */
async function target() {
  const m = await h.member();
  const account = (await h.call('userInfo', {}, { token: m.token })).data.account;
  return { m, account, from: newAddress() };
}

const tally = (answers: { code: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { code } of answers) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
};

describe('member login: 100 guesses at once', () => {
  it('judges at most 5 as wrong, refuses the rest with 429, and the right password after them', async () => {
    const { m, account, from } = await target();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => post('/api/login', { account, password: 'wrongpass1' }, from)),
    );
    const counts = tally(answers);
    expect(counts[403]).toBe(5);
    expect(counts[429]).toBe(95);
    const right = await post('/api/login', { account, password: m.password }, from);
    expect(right).toMatchObject({ code: 429, data: { retryAfter: 900 } });
  });

  it('lets the right password among 100 in only if it was checked before the lock', async () => {
    const { m, account, from } = await target();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post('/api/login', { account, password: i === 99 ? m.password : `wrongpass${i}` }, from),
      ),
    );
    const counts = tally(answers);
    // checked: at most 5 (wrong ones, and the right one only if it was among them)
    expect((counts[403] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(95);
    if (counts[403] === 5) expect(counts[200]).toBeUndefined();
  });
});

describe('member login: 100 right passwords at once', () => {
  it('all get in: only wrong answers count', async () => {
    const { m, account, from } = await target();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => post('/api/login', { account, password: m.password }, from)),
    );
    expect(tally(answers)).toEqual({ 200: 100 });
  });
});

// PostgreSQL's locks only: PGlite has one connection, which the held transaction would keep from the others
describe.runIf(process.env.DATABASE_URL)("the attempt limit's lock", () => {
  it('lets a right answer through beside another right one in flight, and keeps a wrong one waiting', async () => {
    const limits = [{ key: `lock-test:${Date.now()}`, limit: 5 }];
    const attempt = (right: boolean) =>
      limitAttempts(
        h.app.db,
        { limits, windowSeconds: 900, now: new Date(h.clock.now()), locked: () => new Error('locked') },
        async () => right,
        (result) => result,
      );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const holds = new Promise<void>((resolve) => (holding = resolve));
    // a right answer being decided: the keys' lock held shared
    const inFlight = h.app.db.transaction(async (tx) => {
      await lockAttemptKeys(tx, limits, true);
      holding();
      await held;
    });
    await holds;
    expect(await attempt(true)).toBe(true);
    const wrong = attempt(false);
    const waiting = async () => {
      const result = await h.app.db.execute(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    await vi.waitFor(async () => expect(await waiting()).toBe(1));
    release();
    await inFlight;
    expect(await wrong).toBe(false);
  });
});

describe('console sign-in: 100 guesses at once', () => {
  it('judges at most 5 as wrong and then refuses the right password', async () => {
    await createOperator(
      h.app.db,
      { account: 'op_parallel', password: 'Operat0r!pass', role: 'admin' },
      COMMAND_ACTOR,
      new Date(h.clock.now()),
    );
    const from = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        post('/admin/api/signIn', { account: 'op_parallel', password: 'Wrong!pass1' }, from),
      ),
    );
    const counts = tally(answers);
    expect(counts[403]).toBe(5);
    expect(counts[429]).toBe(95);
    expect((await post('/admin/api/signIn', { account: 'op_parallel', password: 'Operat0r!pass' }, from)).code).toBe(
      429,
    );
  });
});

describe('updatePassword and addTradePassword check the login password with the login limit', () => {
  it('share the account counter with the login, in parallel too', async () => {
    const { m, account, from } = await target();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2
          ? post('/api/updatePassword', { oldPassword: 'wrongpass1', newPassword: 'newpass123' }, from, {
              token: m.token,
            })
          : post('/api/addTradePassword', { password: 'wrongpass1', tradePassword: '135790' }, from, {
              token: m.token,
            }),
      ),
    );
    const counts = tally(answers);
    expect(counts[403]).toBe(5);
    expect(counts[429]).toBe(55);
    // the login of that account is locked as well, from anywhere
    expect((await post('/api/login', { account, password: m.password }, newAddress())).code).toBe(429);
    const change = { oldPassword: m.password, newPassword: 'newpass123' };
    expect((await post('/api/updatePassword', change, newAddress(), { token: m.token })).code).toBe(429);
  });

  it('a right password does not count as a failure', async () => {
    const m = await h.member();
    const from = newAddress();
    for (let i = 0; i < 4; i++) {
      const wrong = { oldPassword: 'wrongpass1', newPassword: 'newpass123' };
      expect((await post('/api/updatePassword', wrong, from, { token: m.token })).code).toBe(403);
    }
    const set = { password: m.password, tradePassword: '135790' };
    expect((await post('/api/addTradePassword', set, from, { token: m.token })).code).toBe(200);
    const change = { oldPassword: m.password, newPassword: 'newpass123' };
    expect((await post('/api/updatePassword', change, from, { token: m.token })).code).toBe(200);
  });
});

describe('the per-address limit', () => {
  it('holds for guesses at once across accounts', async () => {
    const strict = await harness({ loginFailuresPerAccount: 1000, loginFailuresPerIp: 7 });
    try {
      const from = newAddress();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          strict.app.inject({
            method: 'POST',
            url: '/api/login',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ account: `ghost_${i}`, password: 'wrongpass1' }),
            remoteAddress: from,
          }),
        ),
      );
      const counts = tally(answers.map((a) => a.json() as { code: number }));
      expect(counts[403]).toBe(7);
      expect(counts[429]).toBe(33);
    } finally {
      await strict.close();
    }
  });
});
