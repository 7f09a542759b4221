import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { BUS_RECONNECTED, type Bus, type BusListener } from '../../server/services/platform/bus';
import {
  MEMBER_CHANGED,
  SESSION_REVOKED,
  sessionCache,
  type CachedSession,
} from '../../server/services/auth/session-cache';
import { harness, testSettings, type Harness } from './support/harness';

let h: Harness;
/** a second instance on the same database */
let b: FastifyInstance;
beforeAll(async () => {
  h = await harness();
  b = await buildApp(testSettings({ now: h.clock.now }), { database: h.database });
});
afterAll(async () => {
  await b.close();
  await h.close();
});

const onB = async (name: string, token: string, body: unknown = {}) =>
  (
    await b.inject({
      method: 'POST',
      url: `/api/${name}`,
      headers: { 'content-type': 'application/json', token },
      payload: JSON.stringify(body),
    })
  ).json<{ code: number; data: { balance?: string; nickname?: string } }>();

describe('the session cache of each instance', () => {
  it('refuses a token on B as soon as its logout on A has answered', async () => {
    for (let i = 0; i < 10; i++) {
      const { token } = await h.member();
      // both instances hold the session
      expect((await h.call('userInfo', {}, { token })).code).toBe(200);
      expect((await onB('userInfo', token)).code).toBe(200);
      expect((await h.call('logout', {}, { token })).code).toBe(200);
      expect((await onB('userInfo', token)).code).toBe(8888);
      expect((await h.call('userInfo', {}, { token })).code).toBe(8888);
    }
  });

  it("refuses the member's other tokens on B as soon as a password change on A has answered", async () => {
    const m = await h.member();
    const { account } = (await h.call('userInfo', {}, { token: m.token })).data;
    const other = (await h.call('login', { account, password: m.password })).data.token;
    expect((await onB('balance', other)).code).toBe(200);
    const changed = await h.call(
      'updatePassword',
      { oldPassword: m.password, newPassword: 'passw0rd2' },
      { token: m.token },
    );
    expect(changed.code).toBe(200);
    expect((await onB('balance', other)).code).toBe(8888);
    expect((await onB('balance', m.token)).code).toBe(200);
  });

  it('shows on B a balance moved on A at once (a session keeps no money), and a profile changed on A', async () => {
    const { token, id } = await h.member();
    expect((await onB('balance', token)).data.balance).toBe('0.00');
    await h.fund(id, 12_345);
    expect((await onB('balance', token)).data.balance).toBe('123.45');
    expect((await onB('userInfo', token)).data.balance).toBe('123.45');
    expect((await h.call('updateUserInfo', { nickname: 'renamed' }, { token })).code).toBe(200);
    await vi.waitFor(async () => expect((await onB('userInfo', token)).data.nickname).toBe('renamed'), {
      timeout: 1000,
    });
  });

  it('hears of a money move once: its balance event, with no member.changed besides; a profile change says member.changed', async () => {
    const { token, id } = await h.member();
    const heard: string[] = [];
    const stop = h.app.bus.subscribe((topic, payload) => {
      if (payload.memberId === id || payload.id === id)
        heard.push(topic === 'event' ? `event:${String(payload.topic)}` : topic);
    });
    try {
      await h.fund(id, 1_00);
      await vi.waitFor(() => expect(heard).toContain('event:balance'));
      expect((await h.call('updateUserInfo', { nickname: 'heard' }, { token })).code).toBe(200);
      await vi.waitFor(() => expect(heard).toContain(MEMBER_CHANGED));
      expect(heard).toEqual(['event:balance', MEMBER_CHANGED]);
    } finally {
      stop();
    }
  });

  it("shows a money call's move at once on the instance that made it", async () => {
    const m = await h.withdrawer();
    // a move made outside a call (as settlement or an operator makes them) shows at once too
    await h.fund(m.id, 100_000);
    expect((await h.call('balance', {}, { token: m.token })).data.balance).toBe('1000.00');
    const to = { type: 'card' as const, id: m.cardId };
    const withdrawn = await h.call('withdraw', { amount: '100.00', to, tradePassword: '135790' }, { token: m.token });
    expect(withdrawn.code).toBe(200);
    expect((await h.call('balance', {}, { token: m.token })).data.balance).toBe('899.50'); // the fee (0.5 %) is taken with it
  });

  it('reads a session again once it is older than the TTL', async () => {
    const { token, id } = await h.member();
    const before = (await onB('userInfo', token)).data.nickname;
    // a change the bus never told B about (as while its connection was down): the trigger does not fire
    await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update members set nickname = 'unheard' where id = ${id}`);
    });
    expect((await onB('userInfo', token)).data.nickname).toBe(before);
    h.clock.advance(5_000);
    expect((await onB('userInfo', token)).data.nickname).toBe('unheard');
  });

  it("keeps a member's session through their money moves: the next call reads no session", async () => {
    const { token, id } = await h.member();
    expect((await onB('userInfo', token)).code).toBe(200);
    const cached = b.sessionCache.size();
    const heard: string[] = [];
    const stop = b.bus.subscribe((topic, payload) => {
      if (payload.memberId === id) heard.push(String(payload.topic));
    });
    try {
      await h.fund(id, 5_00);
      await vi.waitFor(() => expect(heard).toContain('balance'));
    } finally {
      stop();
    }
    expect(b.sessionCache.size()).toBe(cached);
    expect((await onB('balance', token)).data.balance).toBe('5.00');
  });
});

describe('sessionCache', () => {
  const bus = () => {
    const listeners = new Set<BusListener>();
    const fake: Bus = {
      publish: async (topic, payload) => listeners.forEach((listener) => listener(topic, payload)),
      subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
      close: async () => {},
    };
    return fake;
  };
  const session = (id: number): CachedSession => ({
    member: { id } as CachedSession['member'],
    expiresAt: new Date(8.64e15),
    lastSeenAt: new Date(0),
    readAt: 0,
  });

  it('keeps at most its size, forgetting the oldest first', () => {
    const cache = sessionCache(bus(), () => 0, 5000, 2);
    for (const hash of ['a', 'b', 'c']) cache.set(hash, session(1), cache.generation());
    expect(cache.size()).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('does not keep what a read brought back when a change was heard while it ran', async () => {
    const changes = bus();
    const cache = sessionCache(changes, () => 0);
    const generation = cache.generation();
    await changes.publish(SESSION_REVOKED, { tokenHash: 'x' });
    cache.set('x', session(1), generation);
    expect(cache.get('x')).toBeUndefined();
  });

  it('keeps what a read brought back when only another member or session changed while it ran', async () => {
    const changes = bus();
    const cache = sessionCache(changes, () => 0);
    const generation = cache.generation();
    await changes.publish(MEMBER_CHANGED, { id: 2 });
    await changes.publish(SESSION_REVOKED, { tokenHash: 'y' });
    cache.set('x', session(1), generation);
    expect(cache.get('x')).toBeDefined();
    // its own member's change, or a lost bus (anything may have been missed), refuses it
    const before = cache.generation();
    await changes.publish(MEMBER_CHANGED, { id: 1 });
    cache.set('z', session(1), before);
    expect(cache.get('z')).toBeUndefined();
    const beforeLoss = cache.generation();
    await changes.publish(BUS_RECONNECTED, {});
    cache.set('w', session(3), beforeLoss);
    expect(cache.get('w')).toBeUndefined();
  });
});
