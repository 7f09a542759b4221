import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { breakEnd, type BreakLength } from '../../contract/breaks';
import { auditLog, events } from '../../server/db/schema';
import { ledgerProblems } from './support/invariants';
import { harness, type Harness } from './support/harness';
import { adminCall, signedInOperator } from './support/operators';

let h: Harness;
/** a second instance on the same database */
let b: FastifyInstance;
beforeAll(async () => {
  h = await harness();
  b = await h.instance();
});
afterAll(() => h.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface Answer {
  code: number;
  msg: string;
  data: Record<string, unknown>;
}
/** A call on instance B, with an Idempotency-Key (the money calls need one; the others ignore it). */
async function onB(name: string, token: string, body: unknown, lang = 'zh-Hant'): Promise<Answer> {
  const response = await b.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { 'content-type': 'application/json', token, 'idempotency-key': randomUUID(), 'accept-language': lang },
    payload: JSON.stringify(body),
  });
  return response.json<Answer>();
}
const onA = async (name: string, token: string, body: unknown, lang = 'zh-Hant') =>
  (await h.raw(name, body, { token, lang, key: randomUUID() })) as unknown as Answer;

/** Every call that brings money in, each one valid but for the break; and a withdrawal, which is never held. */
async function moneyCalls(token: string) {
  const room = await h.call('room', { id: 2 }, { token });
  const product = (await h.call('termProducts', {}, { token })).data[0]!;
  return {
    order: { roomId: 2, issueNo: room.data.period.issueNo, direction: 'up', amount: '10' },
    recharge: { method: 'bankcard', amount: '100.00' },
    moveIn: { productId: product.id, amount: product.minAmount },
  } as const;
}

/** A new session: the clock's jumps of days outlast a session's idle time. */
async function signIn(token: string, password: string) {
  const { account } = (await h.call('userInfo', {}, { token })).data;
  return async () => {
    const login = await h.call('login', { account, password });
    expect(login.code).toBe(200);
    return login.data.token;
  };
}

async function expectMoneyInRefused(token: string, lang: string, text: RegExp) {
  const bodies = await moneyCalls(token);
  for (const call of [onA, onB]) {
    for (const [name, body] of Object.entries(bodies)) {
      const answer = await call(name, token, body, lang);
      expect({ name, code: answer.code }).toEqual({ name, code: 403 });
      expect(answer.msg).toMatch(text);
    }
  }
}

async function expectWithdrawalsWork(token: string, cardId: number) {
  const to = { type: 'card', id: cardId };
  for (const call of [onA, onB]) {
    const answer = await call('withdraw', token, { amount: '100', to, tradePassword: '135790' });
    expect(answer.code).toBe(200);
  }
}

describe('a time-out', () => {
  it('refuses every money-in call on both instances at once, lets withdrawals through, and ends by itself', async () => {
    const m = await h.withdrawer();
    await h.fund(m.id, 5000_00);
    // a fixed-term deposit taken before the break matures as agreed
    const week = (await h.call('termProducts', {}, { token: m.token })).data.find((p) => p.days === 7)!;
    const position = await h.call('moveIn', { productId: week.id, amount: '500' }, { token: m.token });
    expect(position.code).toBe(200);

    const again = await signIn(m.token, m.password);
    const taken = await onA('takeBreak', m.token, { kind: 'timeout', length: '1w' }, 'en');
    expect(taken.code).toBe(200);
    const current = (taken.data as { current: { endsAt: string; stage: string } }).current;
    expect(current.stage).toBe('running');
    expect(Date.parse(current.endsAt) - h.clock.now()).toBe(7 * DAY);

    await expectMoneyInRefused(m.token, 'en', /time-out until .* 2026.*Withdrawals still work/);
    await expectMoneyInRefused(m.token, 'zh-Hans', /暂停期内/);
    await expectWithdrawalsWork(m.token, m.cardId);
    // B reads the same break
    expect((await onB('breakState', m.token, {})).data).toEqual(taken.data);

    // nobody ends it early: another break is refused, and there is no call to end one
    const second = await onB('takeBreak', m.token, { kind: 'timeout', length: '1d' }, 'en');
    expect(second.code).toBe(422);
    expect(second.msg).toMatch(/can’t be ended early/);

    h.clock.advance(7 * DAY + 1000);
    await h.tick();
    const token = await again();
    // the week's deposit matures as agreed
    expect((await onB('moveOut', token, { positionId: position.data.id })).code).toBe(200);
    expect((await onA('breakState', token, {})).data).toEqual({ current: null });
    const bodies = await moneyCalls(token);
    expect((await onB('order', token, bodies.order)).code).toBe(200);
    expect((await onA('recharge', token, bodies.recharge)).code).toBe(200);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });

  it('tells the member’s open apps through a kept `break` event', async () => {
    const m = await h.member();
    await onB('takeBreak', m.token, { kind: 'timeout', length: '1d' });
    const kept = await h.app.db
      .select()
      .from(events)
      .where(and(eq(events.memberId, m.id), eq(events.topic, 'break')));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.data).toMatchObject({ current: { kind: 'timeout', length: '1d', stage: 'running' } });
  });

  it('refuses a length that is not offered, in the member’s language', async () => {
    const m = await h.member();
    for (const body of [{ kind: 'timeout', length: '6m' }, { kind: 'exclusion', length: '1d' }, { kind: 'nap' }]) {
      const answer = await onA('takeBreak', m.token, body, 'en');
      expect(answer.code).toBe(400);
      expect(answer.msg).toMatch(/^[\x20-\x7e]+$/);
    }
    expect((await onA('breakState', m.token, {})).data).toEqual({ current: null });
  });
});

describe('a self-exclusion', () => {
  it('holds past its end until the member asks to come back and confirms 24 hours later', async () => {
    const m = await h.withdrawer();
    await h.fund(m.id, 1000_00);
    const taken = await onB('takeBreak', m.token, { kind: 'exclusion', length: '6m' }, 'en');
    expect(taken.code).toBe(200);
    const { endsAt } = (taken.data as { current: { endsAt: string } }).current;
    await expectMoneyInRefused(m.token, 'en', /excluded yourself until/);
    await expectMoneyInRefused(m.token, 'zh-Hant', /自我排除至/);
    await expectWithdrawalsWork(m.token, m.cardId);

    // before the end: no return can be asked for
    const early = await onA('askReturn', m.token, {}, 'en');
    expect(early.code).toBe(422);
    expect(early.msg).toMatch(/runs until/);

    const again = await signIn(m.token, m.password);
    h.clock.set(Date.parse(endsAt) + 1000);
    await h.tick();
    // months later the session has expired: signing in still works, and the self-exclusion still holds
    let token = await again();
    expect((await onB('breakState', token, {})).data).toMatchObject({ current: { kind: 'exclusion', stage: 'ended' } });
    await expectMoneyInRefused(token, 'en', /stays in force until you ask to come back/);
    expect((await onA('confirmReturn', token, {})).code).toBe(422);

    const asked = await onA('askReturn', token, {});
    expect(asked.code).toBe(200);
    expect((asked.data as { current: { stage: string } }).current.stage).toBe('waiting');
    h.clock.advance(DAY - 2000);
    await h.tick();
    token = await again();
    await expectMoneyInRefused(token, 'en', /stays in force/);
    const notYet = await onB('confirmReturn', token, {}, 'en');
    expect(notYet.code).toBe(422);
    expect(notYet.msg).toMatch(/confirm your return from/);

    h.clock.advance(2000);
    expect((await onB('breakState', token, {})).data).toMatchObject({ current: { stage: 'confirmable' } });
    const confirmed = await onB('confirmReturn', token, {});
    expect(confirmed.code).toBe(200);
    expect(confirmed.data).toEqual({ current: null });
    await h.tick();
    const bodies = await moneyCalls(token);
    expect((await onA('order', token, bodies.order)).code).toBe(200);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });

  it('counts days and weeks as days, months and years by the calendar', () => {
    const from = new Date('2026-01-31T10:00:00Z');
    const end = (length: BreakLength) => breakEnd(from, length).toISOString();
    expect(end('1d')).toBe('2026-02-01T10:00:00.000Z');
    expect(end('6w')).toBe('2026-03-14T10:00:00.000Z');
    expect(end('6m')).toBe('2026-07-31T10:00:00.000Z');
    expect(end('5y')).toBe('2031-01-31T10:00:00.000Z');
  });
});

describe('orders racing a break taken on the other instance', () => {
  it('each order either commits before the break or is refused: none after', async () => {
    const m = await h.member();
    await h.fund(m.id, 1000_00);
    await h.tick();
    const { order } = await moneyCalls(m.token);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => onA('order', m.token, order)),
      onB('takeBreak', m.token, { kind: 'timeout', length: '1d' }),
      ...Array.from({ length: 10 }, () => onA('order', m.token, order)),
    ]);
    expect(results[10]!.code).toBe(200);
    const placed = results.filter((r, i) => i !== 10 && r.code === 200);
    const refused = results.filter((r, i) => i !== 10 && r.code === 403);
    expect(placed.length + refused.length).toBe(20);
    const after = await h.call('orders', { page: 1, pageSize: 50 }, { token: m.token });
    expect(after.data.total).toBe(placed.length);
    expect((await onB('order', m.token, order)).code).toBe(403);
  });
});

describe('the console', () => {
  it('shows a member’s break and records an operator’s note, audited, without ending it', async () => {
    const m = await h.member();
    const { account } = (await h.call('userInfo', {}, { token: m.token })).data;
    const admin = await signedInOperator(h, 'admin');
    expect((await adminCall(h, 'breakNote', { account, note: 'called us' }, admin.token)).code).toBe(404);

    await onA('takeBreak', m.token, { kind: 'exclusion', length: '1y' });
    const noted = await adminCall(h, 'breakNote', { account, note: 'asked to end it early: refused' }, admin.token);
    expect(noted.code).toBe(200);
    expect((await adminCall(h, 'breakNote', { account, note: '  ' }, admin.token)).code).toBe(400);

    const shown = await adminCall(h, 'memberBreaks', { account }, admin.token);
    expect(shown.data.current).toMatchObject({ kind: 'exclusion', length: '1y', stage: 'running' });
    expect(shown.data.breaks).toHaveLength(1);
    expect(shown.data.breaks[0]).toMatchObject({
      inForce: true,
      endedAt: null,
      notes: [{ actor: admin.account, note: 'asked to end it early: refused' }],
    });
    const [entry] = await h.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.breakNote'), eq(auditLog.target, `member #${m.id}`)));
    expect(entry?.after).toEqual({ note: 'asked to end it early: refused' });
    // still in force
    expect((await onB('recharge', m.token, { method: 'bankcard', amount: '100.00' })).code).toBe(403);
  });
});

describe('the reality check’s figures', () => {
  it('counts the orders placed since this session’s sign-in, an open one as its stake', async () => {
    const m = await h.member();
    await h.fund(m.id, 100_00);
    await h.tick();
    const { order } = await moneyCalls(m.token);
    expect((await onA('order', m.token, order)).code).toBe(200);
    const again = await signIn(m.token, m.password);
    h.clock.advance(1000);
    const token = await again();
    expect((await onB('order', token, { ...order, direction: 'down', amount: '20' })).code).toBe(200);
    expect((await h.call('sessionResult', {}, { token: m.token })).data).toEqual({ orders: 2, open: 2, net: '-30.00' });
    // a later sign-in counts from there: the order of the earlier session is not this one's
    expect((await h.call('sessionResult', {}, { token })).data).toEqual({ orders: 1, open: 1, net: '-20.00' });
  });
});
