import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { sessions } from '../../server/db/schema';
import { hashToken } from '../../server/services/auth/sessions';
import { MAX_STREAMS } from '../../server/services/platform/stream-hub';
import { harness, testSettings, type Harness } from './support/harness';
import { adminCall, signedInOperator } from './support/operators';
import { openStream, type SseEvent } from './support/sse';

/**
 * What ends a stream: its session ended (revoked on any instance, expired, idle: the stream never keeps it
 * alive), or its holder opened more than MAX_STREAMS on one instance. Two instances (a and b) on one database.
 */
let h: Harness;
let b: FastifyInstance;
let onA: string;
let onB: string;
const streams: Array<{ close(): void }> = [];

beforeAll(async () => {
  h = await harness({ streamHeartbeatMs: 100 });
  onA = await h.app.listen({ port: 0, host: '127.0.0.1' });
  b = await buildApp(testSettings({ now: h.clock.now, streamHeartbeatMs: 100 }), { database: h.database });
  onB = await b.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => streams.splice(0).forEach((s) => s.close()));
afterAll(async () => {
  await b.close();
  await h.close();
});

async function stream(url: string, headers: Record<string, string>) {
  const s = await openStream(url, headers);
  streams.push(s);
  return s;
}
const named = (name: string) => (e: SseEvent) => e.event === name;
const lastSeen = async (token: string) =>
  (
    await h.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!.lastSeenAt;

it('never extends the session of an idle stream, and ends it with signedOut at the idle timeout', async () => {
  const m = await h.member();
  const seen = await lastSeen(m.token);
  const s = await stream(`${onA}/api/stream`, { token: m.token });
  await s.next(named('ready'));
  const idleMs = h.app.settings.sessionIdleSeconds * 1000;
  // most of the idle time passes a minute at a time, with heartbeats between
  for (let passed = 0; passed < idleMs - 60_000; passed += 60_000) {
    h.clock.advance(60_000);
    await s.next(named('comment'));
    await s.next(named('comment'));
  }
  expect(await lastSeen(m.token)).toEqual(seen);
  expect(s.events.filter(named('signedOut'))).toEqual([]);

  h.clock.advance(60_000);
  await s.next(named('signedOut'));
  expect((await h.call('balance', {}, { token: m.token })).code).toBe(8888);
});

it('never extends the session of an app that opens its stream again and again (after every cut)', async () => {
  const m = await h.member();
  const seen = await lastSeen(m.token);
  for (let opened = 0; opened < 3; opened += 1) {
    h.clock.advance(120_000);
    const s = await stream(`${opened % 2 ? onB : onA}/api/stream`, { token: m.token });
    await s.next(named('ready'));
    s.close();
  }
  expect(await lastSeen(m.token)).toEqual(seen);
  // the member's own request still counts
  expect((await h.call('balance', {}, { token: m.token })).code).toBe(200);
  expect(await lastSeen(m.token)).not.toEqual(seen);
});

let accounts = 0;
/** A member signed in twice: two sessions, as two phones. */
async function memberOnTwoPhones() {
  const account = `twice${process.pid}x${++accounts}`;
  const m = await h.member(account);
  const second = await h.call('login', { account, password: m.password });
  return { ...m, account, otherToken: second.data.token };
}

it('ends a member stream on instance b at once when its session ends on instance a, and only that one', async () => {
  const m = await memberOnTwoPhones();
  const mine = await stream(`${onB}/api/stream`, { token: m.token });
  const other = await stream(`${onB}/api/stream`, { token: m.otherToken });
  await mine.next(named('ready'));
  await other.next(named('ready'));
  expect((await h.call('logout', {}, { token: m.token })).code).toBe(200);
  await mine.next(named('signedOut'));
  // the other phone's stream goes on
  const after = other.events.length;
  await other.next(named('comment'));
  expect(other.events.slice(after).filter(named('signedOut'))).toEqual([]);

  // a password changed with the other session ends every other one: a third sign-in's stream
  const third = await h.call('login', { account: m.account, password: m.password });
  const thirds = await stream(`${onB}/api/stream`, { token: third.data.token });
  await thirds.next(named('ready'));
  const changed = await h.call(
    'updatePassword',
    { oldPassword: m.password, newPassword: 'passw0rd2' },
    { token: m.otherToken },
  );
  expect(changed.code).toBe(200);
  await thirds.next(named('signedOut'));
});

it("ends an operator's console stream on instance b at once when they sign out on instance a", async () => {
  const reviewer = await signedInOperator(h, 'reviewer');
  const s = await stream(`${onB}/admin/api/stream`, { authorization: `Bearer ${reviewer.token}` });
  await s.next(named('ready'));
  expect((await adminCall(h, 'signOut', {}, reviewer.token)).code).toBe(200);
  await s.next(named('signedOut'));
});

it("ends the console sessions and streams of a role's operators when an admin requires a passkey of it", async () => {
  const admin = await signedInOperator(h, 'admin');
  const reviewer = await signedInOperator(h, 'reviewer');
  const editor = await signedInOperator(h, 'editor');
  const s = await stream(`${onB}/admin/api/stream`, { authorization: `Bearer ${reviewer.token}` });
  await s.next(named('ready'));
  expect((await adminCall(h, 'passkeyPolicySet', { role: 'reviewer', required: true }, admin.token)).code).toBe(200);
  await s.next(named('signedOut'));
  expect((await adminCall(h, 'me', {}, reviewer.token)).code).toBe(8888);
  // another role's operators, and the admin who turned it on, stay signed in
  expect((await adminCall(h, 'me', {}, editor.token)).code).toBe(200);
  expect((await adminCall(h, 'me', {}, admin.token)).code).toBe(200);
  expect((await adminCall(h, 'passkeyPolicySet', { role: 'reviewer', required: false }, admin.token)).code).toBe(200);
});

it(`keeps at most ${MAX_STREAMS} streams per member and per operator on an instance: a new one ends the oldest`, async () => {
  const m = await h.member();
  const superseded = (s: { events: SseEvent[] }) => s.events.some(named('superseded'));
  // opened at once: one too many, and one of them goes
  const opened = await Promise.all(
    Array.from({ length: MAX_STREAMS + 1 }, () => stream(`${onA}/api/stream`, { token: m.token })),
  );
  await vi.waitFor(() => expect(opened.filter(superseded)).toHaveLength(1));
  const kept = opened.filter((s) => !superseded(s));
  await Promise.all(kept.map((s) => s.next(named('ready'))));

  // opened one after another: the oldest goes
  const other = await h.member();
  const inTurn = [];
  for (let i = 0; i <= MAX_STREAMS; i++) {
    inTurn.push(await stream(`${onA}/api/stream`, { token: other.token }));
    await inTurn.at(-1)!.next(named('ready'));
  }
  await inTurn[0]!.next(named('superseded'));
  expect(inTurn.filter(superseded)).toEqual([inTurn[0]]);
  // another member's streams were not theirs to count
  expect(opened.filter(superseded)).toHaveLength(1);

  const reviewer = await signedInOperator(h, 'reviewer');
  const consoles = await Promise.all(
    Array.from({ length: MAX_STREAMS + 1 }, () =>
      stream(`${onA}/admin/api/stream`, { authorization: `Bearer ${reviewer.token}` }),
    ),
  );
  await vi.waitFor(() => expect(consoles.filter(superseded)).toHaveLength(1));
});

it('writes each event as text once, whatever the number of streams it goes to', async () => {
  const stringify = vi.spyOn(JSON, 'stringify');
  /** how often the balance's data (as kept, or with the member's id for a console) was made text while `move` ran */
  const textsWhile = async (move: () => Promise<unknown>) => {
    stringify.mockClear();
    await move();
    return stringify.mock.calls.filter(([value]) => {
      const keys = Object.keys((value ?? {}) as object)
        .sort()
        .join();
      return keys === 'balance,frozen,termBalance' || keys === 'balance,frozen,memberId,termBalance';
    }).length;
  };
  try {
    const m = await h.member();
    // no stream open: the event is kept, and written to none
    const unheard = await textsWhile(() => h.fund(m.id, 12_34));
    const reviewer = await signedInOperator(h, 'reviewer');
    const mine = await Promise.all(Array.from({ length: 3 }, () => stream(`${onA}/api/stream`, { token: m.token })));
    const consoles = await Promise.all(
      Array.from({ length: 2 }, () => stream(`${onA}/admin/api/stream`, { authorization: `Bearer ${reviewer.token}` })),
    );
    await Promise.all([...mine, ...consoles].map((s) => s.next(named('ready'))));
    const heard = await textsWhile(async () => {
      await h.fund(m.id, 12_34);
      await Promise.all([...mine, ...consoles].map((s) => s.next(named('balance'))));
    });
    // one text for the member's three streams, one for the two consoles
    expect(heard - unheard).toBe(2);
  } finally {
    stringify.mockRestore();
  }
});
