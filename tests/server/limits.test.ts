import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { reviewRecharge } from '../../server/services/money/reviews';
import { COMMAND_ACTOR } from '../../server/services/operators/audit';
import { harness, testSettings, type Harness } from './support/harness';
import { adminCall, signedInOperator } from './support/operators';
import { ledgerProblems } from './support/invariants';

let h: Harness;
/** a second instance on the same database */
let b: FastifyInstance;
// the tests move the clock a day on: the members stay signed in
const settings = { sessionIdleSeconds: 7 * 24 * 3600 };
beforeAll(async () => {
  h = await harness(settings);
  b = await buildApp(testSettings({ now: h.clock.now, ...settings }), { database: h.database });
});
afterAll(async () => {
  await b.close();
  await h.close();
});

const TAIPEI = 'Asia/Taipei';
const HOUR = 3600_000;

const deposit = (token: string, amount: string, lang?: string) =>
  h.call('recharge', { method: 'bankcard', amount }, { token, lang });
async function order(token: string, amount: string, lang?: string) {
  const room = await h.call('room', { id: 2 }, { token });
  const body = { roomId: 2, issueNo: room.data.period.issueNo, direction: 'up' as const, amount };
  return h.call('order', body, { token, lang });
}
const setLimit = (token: string, kind: 'deposit' | 'loss' | 'stake', amount: string | undefined, period: string) =>
  h.raw('setLimit', { kind, amount, period, timeZone: TAIPEI }, { token });
const limitOf = async (token: string, kind: string) =>
  (await h.call('limits', {}, { token })).data.limits.find((l) => l.kind === kind)!;
const countOf = async (table: 'recharges' | 'orders', memberId: number) => {
  const result = await h.app.db.execute(
    sql`select count(*)::int as n from ${sql.raw(table)} where member_id = ${memberId}`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
};

describe('the deposit limit', () => {
  it('counts recharges waiting for review as asked, and refuses one that would pass it, saying what is left and when', async () => {
    const m = await h.member();
    expect((await setLimit(m.token, 'deposit', '500', 'day')).code).toBe(200);
    expect((await deposit(m.token, '300')).data.status).toBe('pending');
    const refused = await deposit(m.token, '300', 'en');
    expect(refused.code).toBe(422);
    // 08:00 UTC is 16:00 in Taipei: the day there begins again at 16:00 UTC
    expect(refused.data).toEqual({
      limit: 'deposit',
      source: 'own',
      period: 'day',
      amount: '500.00',
      left: '200.00',
      resetsAt: '2026-11-22T16:00:00.000Z',
    });
    expect(refused.msg).toBe(
      'This would pass your daily deposit limit of 500.00. 200.00 left until 23 Nov 2026, 00:00 (Asia/Taipei).',
    );
    expect((await deposit(m.token, '300', 'zh-Hant')).msg).toBe(
      '超出您的每日入金限額 500.00：剩餘 200.00，將於 2026/11/23 00:00（Asia/Taipei）重新起算',
    );
    expect(await countOf('recharges', m.id)).toBe(1);
    expect((await deposit(m.token, '200')).code).toBe(200);
    expect((await limitOf(m.token, 'deposit')).left).toBe('0.00');
  });

  it('frees what a rejected recharge held, and begins again at the midnight of the member’s zone', async () => {
    const m = await h.member();
    await setLimit(m.token, 'deposit', '100', 'day');
    const first = await deposit(m.token, '100');
    expect((await deposit(m.token, '1')).code).toBe(422);
    await h.app.db.transaction((tx) =>
      reviewRecharge(tx, first.data.id, { decision: 'reject', actor: COMMAND_ACTOR }, new Date(h.clock.now())),
    );
    expect((await deposit(m.token, '100')).code).toBe(200);
    expect((await deposit(m.token, '1')).code).toBe(422);
    const before = h.clock.now();
    h.clock.set(Date.parse('2026-11-22T16:00:00.000Z'));
    try {
      expect((await deposit(m.token, '100')).code).toBe(200);
      expect((await limitOf(m.token, 'deposit')).resetsAt).toBe('2026-11-23T16:00:00.000Z');
    } finally {
      h.clock.set(before);
    }
  });
});

describe('the loss limit', () => {
  it('counts open orders at their whole stake and refuses the order that would pass it', async () => {
    const m = await h.member();
    await h.fund(m.id, 1000_00);
    await setLimit(m.token, 'loss', '50', 'week');
    expect((await order(m.token, '30')).code).toBe(200);
    const refused = await order(m.token, '30', 'zh-Hans');
    expect(refused.code).toBe(422);
    expect(refused.data).toMatchObject({ limit: 'loss', period: 'week', left: '20.00' });
    // 2026-11-22 is a Sunday: the week (from Monday, in Taipei) begins again on the 23rd at 00:00 there
    expect(refused.msg).toBe('超出您的每周亏损限额 50.00：剩余 20.00，将于 2026/11/23 00:00（Asia/Taipei）重新起算');
    expect(await countOf('orders', m.id)).toBe(1);
    expect((await h.call('balance', {}, { token: m.token })).data.balance).toBe('970.00');
    expect((await order(m.token, '20')).code).toBe(200);
  });
});

describe('the stake limit', () => {
  it('per order: refuses a larger stake alone', async () => {
    const m = await h.member();
    await h.fund(m.id, 1000_00);
    await setLimit(m.token, 'stake', '20', 'order');
    const refused = await order(m.token, '25', 'en');
    expect(refused.code).toBe(422);
    expect(refused.msg).toBe('This would pass your stake limit per order of 20.00.');
    expect(refused.data).toMatchObject({ limit: 'stake', period: 'order', resetsAt: null });
    expect((await order(m.token, '20')).code).toBe(200);
    expect((await order(m.token, '20')).code).toBe(200);
  });

  it('per day: counts every stake of the day, won or lost', async () => {
    const m = await h.member();
    await h.fund(m.id, 1000_00);
    await setLimit(m.token, 'stake', '50', 'day');
    expect((await order(m.token, '30')).code).toBe(200);
    expect((await order(m.token, '30')).data).toMatchObject({ limit: 'stake', left: '20.00' });
  });

  it('refuses a period an order limit cannot have, in the member’s language', async () => {
    const m = await h.member();
    const answer = await h.raw(
      'setLimit',
      { kind: 'deposit', amount: '5', period: 'order', timeZone: TAIPEI },
      {
        token: m.token,
        lang: 'en',
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(400);
    expect(
      (await h.raw('setLimit', { kind: 'loss', amount: '-5', period: 'day', timeZone: TAIPEI }, { token: m.token }))
        .code,
    ).toBe(400);
    expect(
      (await h.raw('setLimit', { kind: 'loss', amount: '5', period: 'day', timeZone: 'Mars/Base' }, { token: m.token }))
        .code,
    ).toBe(400);
  });
});

describe('changing a limit', () => {
  it('a lower one holds at once; a higher one waits 24 hours on the clock and then the member’s confirmation', async () => {
    const m = await h.member();
    await setLimit(m.token, 'deposit', '100', 'day');
    const raised = await setLimit(m.token, 'deposit', '1000', 'day');
    const from = new Date(h.clock.now() + 24 * HOUR).toISOString();
    expect((await limitOf(m.token, 'deposit')).own).toEqual({ amount: '100.00', period: 'day' });
    expect((await limitOf(m.token, 'deposit')).next).toEqual({ amount: '1000.00', period: 'day', from });
    expect(raised.code).toBe(200);
    // until then the old limit holds
    expect((await deposit(m.token, '150')).code).toBe(422);
    const early = await h.raw('confirmLimit', { kind: 'deposit' }, { token: m.token, lang: 'en' });
    expect(early.code).toBe(422);
    expect(early.msg).toBe('You can confirm this change from 23 Nov 2026, 16:00 (Asia/Taipei)');
    const start = h.clock.now();
    try {
      h.clock.advance(24 * HOUR - 1000);
      expect((await h.raw('confirmLimit', { kind: 'deposit' }, { token: m.token })).code).toBe(422);
      h.clock.advance(1000);
      // the time alone changes nothing: the member confirms
      expect((await limitOf(m.token, 'deposit')).own?.amount).toBe('100.00');
      expect((await h.raw('confirmLimit', { kind: 'deposit' }, { token: m.token })).code).toBe(200);
      expect(await limitOf(m.token, 'deposit')).toMatchObject({ own: { amount: '1000.00' }, next: null });
      expect((await deposit(m.token, '150')).code).toBe(200);
    } finally {
      h.clock.set(start);
    }
  });

  it('a removal waits the same; a lower limit set meanwhile holds at once and drops it', async () => {
    const m = await h.member();
    await setLimit(m.token, 'loss', '100', 'day');
    await setLimit(m.token, 'loss', undefined, 'day');
    expect((await limitOf(m.token, 'loss')).next).toMatchObject({ amount: null });
    expect((await limitOf(m.token, 'loss')).own?.amount).toBe('100.00');
    // a longer window with the same amount is tighter: at once
    await setLimit(m.token, 'loss', '100', 'week');
    expect(await limitOf(m.token, 'loss')).toMatchObject({ own: { amount: '100.00', period: 'week' }, next: null });
    // a shorter window is looser: it waits
    await setLimit(m.token, 'loss', '100', 'day');
    expect((await limitOf(m.token, 'loss')).next?.period).toBe('day');
    expect((await h.raw('dropLimitChange', { kind: 'loss' }, { token: m.token })).code).toBe(200);
    expect((await limitOf(m.token, 'loss')).next).toBeNull();
    const start = h.clock.now();
    try {
      await setLimit(m.token, 'loss', undefined, 'week');
      h.clock.advance(24 * HOUR);
      expect((await h.raw('confirmLimit', { kind: 'loss' }, { token: m.token })).code).toBe(200);
      expect(await limitOf(m.token, 'loss')).toMatchObject({ own: null, next: null, left: null });
    } finally {
      h.clock.set(start);
    }
  });

  it('tells the member’s open apps: a limits event', async () => {
    const m = await h.member();
    await setLimit(m.token, 'stake', '10', 'order');
    const result = await h.app.db.execute(
      sql`select data from events where member_id = ${m.id} and topic = 'limits' order by id`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ data: { kind: 'stake' } }]);
  });
});

describe('the house limit', () => {
  it('an operator sets one (audited); the lower of the two holds and the member sees it', async () => {
    const m = await h.member('house_limit_me');
    await h.fund(m.id, 1000_00);
    const { token } = await signedInOperator(h, 'admin');
    await setLimit(m.token, 'stake', '100', 'order');
    const set = await adminCall(
      h,
      'houseLimit',
      { account: 'house_limit_me', kind: 'stake', amount: '40', period: 'order' },
      token,
    );
    expect(set.code).toBe(200);
    expect(await limitOf(m.token, 'stake')).toMatchObject({
      own: { amount: '100.00', period: 'order' },
      house: { amount: '40.00', period: 'order' },
      left: '40.00',
    });
    const refused = await order(m.token, '50', 'en');
    expect(refused.msg).toBe('This would pass the stake limit per order of 40.00 we set for your account.');
    expect(refused.data).toMatchObject({ source: 'house' });
    expect((await order(m.token, '40')).code).toBe(200);
    const entry = await h.app.db.execute(
      sql`select target, before, after from audit_log where action = 'member.houseLimit'`,
    );
    expect((entry as unknown as { rows: unknown[] }).rows).toEqual([
      {
        target: `member #${m.id}`,
        before: { kind: 'stake', amount: null, period: null },
        after: { kind: 'stake', amount: '40.00', period: 'order' },
      },
    ]);
    expect((await adminCall(h, 'memberLimits', { account: 'house_limit_me' }, token)).data.limits[2].house.amount).toBe(
      '40.00',
    );
    const editor = await signedInOperator(h, 'editor');
    expect(
      (await adminCall(h, 'houseLimit', { account: 'house_limit_me', kind: 'stake', period: 'order' }, editor.token))
        .code,
    ).toBe(403);
  });
});

/** A money call on the second instance. */
async function onB(name: 'recharge' | 'order', body: unknown, token: string) {
  const response = await b.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { 'content-type': 'application/json', token, 'idempotency-key': randomUUID() },
    payload: JSON.stringify(body),
  });
  return (response.json() as { code: number }).code;
}

describe('at the edge of a limit, parallel calls on two instances never pass it', () => {
  const PARALLEL = 20;

  it('recharges', { timeout: 60_000 }, async () => {
    const m = await h.member();
    await setLimit(m.token, 'deposit', '1000', 'month');
    const body = { method: 'bankcard', amount: '100' };
    const codes = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2 ? onB('recharge', body, m.token) : deposit(m.token, '100').then((r) => r.code),
      ),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 422)).toHaveLength(10);
    expect(await countOf('recharges', m.id)).toBe(10);
  });

  it('orders', { timeout: 60_000 }, async () => {
    const m = await h.member();
    await h.fund(m.id, 1000_00);
    await setLimit(m.token, 'loss', '100', 'day');
    const room = await h.call('room', { id: 2 }, { token: m.token });
    const body = { roomId: 2, issueNo: room.data.period.issueNo, direction: 'down', amount: '10' };
    const codes = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2 ? onB('order', body, m.token) : order(m.token, '10').then((r) => r.code),
      ),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 422)).toHaveLength(10);
    expect((await h.call('balance', {}, { token: m.token })).data.balance).toBe('900.00');
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });
});

describe('limits beside a break', () => {
  it('refuses during the break first, then holds each of three limits once the break has ended', async () => {
    const m = await h.member();
    await h.fund(m.id, 100_000);
    for (const kind of ['deposit', 'loss', 'stake'] as const) {
      expect((await setLimit(m.token, kind, '50', 'day')).code).toBe(200);
    }
    expect((await h.call('takeBreak', { kind: 'timeout', length: '1d' }, { token: m.token })).code).toBe(200);
    expect((await deposit(m.token, '10')).code).toBe(403);
    expect((await order(m.token, '20')).code).toBe(403);
    h.clock.advance(25 * HOUR);
    const deposits = await deposit(m.token, '60');
    expect(deposits.code).toBe(422);
    expect(deposits.data).toMatchObject({ limit: 'deposit' });
    const orders = await order(m.token, '60');
    expect(orders.code).toBe(422);
    expect(['loss', 'stake']).toContain((orders.data as unknown as { limit: string }).limit);
    expect((await deposit(m.token, '40')).code).toBe(200);
    expect((await order(m.token, '20')).code).toBe(200);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });
});
