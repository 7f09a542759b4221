import { eq } from 'drizzle-orm';
import { operatorEvents } from '../../contract/admin';
import { events } from '../../server/db/schema';
import { DEMO_ACTOR } from '../../server/services/operators/audit';
import { recordEvent } from '../../server/services/platform/events';
import { settleDue } from '../../server/services/trading/settlement';
import { reviewWithdrawal } from '../../server/services/money/reviews';
import { harness, type Harness } from './support/harness';
import { adminCall, signedInOperator } from './support/operators';
import { openStream, type SseEvent } from './support/sse';

let h: Harness;
let base: string;
const streams: Array<{ close(): void }> = [];

beforeAll(async () => {
  h = await harness({ streamHeartbeatMs: 300 });
  base = await h.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => streams.splice(0).forEach((s) => s.close()));
afterAll(() => h.close());

async function stream(token: string, query = '', lastEventId?: string) {
  const s = await openStream(`${base}/api/stream${query}`, {
    token,
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
  streams.push(s);
  return s;
}
/** The console's stream (GET /admin/api/stream), with an operator's Bearer token. */
async function consoleStream(token: string, lastEventId?: string) {
  const s = await openStream(`${base}/admin/api/stream`, {
    authorization: `Bearer ${token}`,
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
  streams.push(s);
  return s;
}
const named = (name: string) => (e: SseEvent) => e.event === name;

it('answers no stream without a valid token, and code 400 to a malformed cursor or room', async () => {
  const response = await fetch(`${base}/api/stream`);
  expect(response.headers.get('content-type')).toMatch(/json/);
  expect(((await response.json()) as { code: number }).code).toBe(8888);
  const m = await h.member();
  for (const bad of ['?rooms=x', '?rooms=1,2,3,4,5,6,7,8,9,10,11', '?markets=yes', '?lastEventId=-1']) {
    const answer = await fetch(`${base}/api/stream${bad}`, { headers: { token: m.token } });
    expect(answer.headers.get('content-type'), bad).toMatch(/json/);
    expect(((await answer.json()) as { code: number }).code, bad).toBe(400);
  }
});

it("tells a member their balance after each move and a decided withdrawal, never another member's", async () => {
  const m = await h.withdrawer();
  const other = await h.member();
  const s = await stream(m.token);
  const ready = await s.next(named('ready'));
  expect(ready.id).toBe(String(ready.data.cursor));
  await h.fund(other.id, 5_00);
  await h.fund(m.id, 1000_00);
  const funded = await s.next(named('balance'));
  expect(funded.data).toEqual({ balance: '1000.00', frozen: '0.00', termBalance: '0.00' });
  expect(Number(funded.id)).toBeGreaterThan(Number(ready.id));

  const w = await h.call(
    'withdraw',
    { amount: '100', to: { type: 'card', id: m.cardId }, tradePassword: '135790' },
    {
      token: m.token,
    },
  );
  expect((await s.next(named('withdrawal'))).data).toEqual({ id: w.data.id, status: 'pending', reason: null });
  expect((await s.next(named('balance'))).data).toMatchObject({ balance: '899.50', frozen: '100.50' });
  await h.app.db.transaction((tx) =>
    reviewWithdrawal(tx, w.data.id, { decision: 'reject', reason: 'name differs', actor: DEMO_ACTOR }, new Date()),
  );
  expect((await s.next(named('withdrawal'))).data).toEqual({
    id: w.data.id,
    status: 'rejected',
    reason: 'name differs',
  });
  expect((await s.next(named('balance'))).data).toMatchObject({ balance: '1000.00', frozen: '0.00' });
  // the other member's balance never came
  expect(s.events.filter((e) => e.event === 'balance')).toHaveLength(3);
});

it('replays what a reconnect missed after Last-Event-ID, public events included, and resets past the history', async () => {
  const m = await h.member();
  const first = await stream(m.token);
  const cursor = (await first.next(named('ready'))).id!;
  first.close();
  await h.fund(m.id, 7_00);
  await recordEvent(h.app.db, null, 'content', { kind: 'news' });
  const again = await stream(m.token, '', cursor);
  expect((await again.next(named('balance'))).data).toMatchObject({ balance: '7.00' });
  expect((await again.next(named('content'))).data).toEqual({ kind: 'news' });
  const ready = await again.next(named('ready'));
  expect(Number(ready.id)).toBeGreaterThan(Number(cursor));

  // the cursor's event was purged (older than the history): the app must read everything again
  await h.app.db.delete(events).where(eq(events.id, Number(cursor)));
  const late = await stream(m.token, '', cursor);
  await late.next(named('reset'));
  await late.next(named('ready'));
});

it('sends heartbeats, and room and quote events to the streams that follow them', async () => {
  h.clock.set(Date.parse('2026-11-22T09:00:02Z'));
  await h.tick();
  const a = await h.member();
  await h.fund(a.id, 1000_00);
  const inRoom = await stream(a.token, '?rooms=1&markets=1');
  const elsewhere = await stream(a.token, '?rooms=2');
  await inRoom.next(named('ready'));
  await inRoom.next(named('comment'));
  const { issueNo } = (await h.call('room', { id: 1 }, { token: a.token })).data.period;
  const order = await h.call('order', { roomId: 1, issueNo, direction: 'up', amount: '100' }, { token: a.token });
  expect((await inRoom.next(named('room'))).data).toEqual({ scope: '1', issueNo, tradeCount: 1, fullSides: [] });

  h.clock.set(Date.parse('2026-11-22T09:01:00Z'));
  await h.tick();
  expect(await settleDue(h.app.db, new Date(h.clock.now()))).toBe(1);
  // one event per member and period, however many of their orders it settled
  expect((await inRoom.next(named('order'))).data).toEqual({ roomId: 1, issueNo, settled: 1 });
  const [decided] = (await h.call('orders', {}, { token: a.token })).data.data;
  expect(decided?.id).toBe(order.data.id);
  expect(['won', 'lost', 'refunded']).toContain(decided?.status);
  expect((await inRoom.next(named('room'))).data).toEqual({ scope: '1', issueNo, settled: true });

  const { passQuotes } = await import('../../server/services/trading/quote-events');
  await passQuotes(h.app.db, new Date(h.clock.now()));
  const quotes = (await inRoom.next(named('quotes'))).data.quotes as Array<{ symbol: string; price: string }>;
  expect(quotes.map((q) => q.symbol)).toContain('BTC/USDT');
  await elsewhere.next(named('order'));
  expect(elsewhere.events.filter((e) => e.event === 'room' || e.event === 'quotes')).toEqual([]);
});

it("counts a room's trades a few times a second however many orders come, the last count seeing every order", async () => {
  h.clock.set(Date.parse('2026-11-22T10:00:02Z'));
  await h.tick();
  const traders = await Promise.all(Array.from({ length: 8 }, () => h.member()));
  await Promise.all(traders.map((t) => h.fund(t.id, 1000_00)));
  const watcher = await stream(traders[0]!.token, '?rooms=1');
  await watcher.next(named('ready'));
  const { issueNo } = (await h.call('room', { id: 1 }, { token: traders[0]!.token })).data.period;
  const placed = await Promise.all(
    traders.map((t) => h.call('order', { roomId: 1, issueNo, direction: 'up', amount: '100' }, { token: t.token })),
  );
  expect(placed.map((p) => p.code)).toEqual(traders.map(() => 200));
  await watcher.next((e) => e.event === 'room' && e.data.tradeCount === traders.length);
  const counts = watcher.events.filter(named('room'));
  // one event per count, not per order; never an older count after a newer one
  expect(counts.length).toBeLessThan(traders.length);
  const told = counts.map((e) => e.data.tradeCount as number);
  expect(told).toEqual([...told].sort((a, b) => a - b));
});

// The console's stream: every member's recharges, withdrawals, balance and orders, as the operator's role may see them.
describe('the console stream', () => {
  it('refuses with 401 without a valid operator token and 403 to a role that may see none of it, never a 500', async () => {
    const member = await h.member();
    const editor = await signedInOperator(h, 'editor');
    const refusals: Array<[Record<string, string>, number, number]> = [
      [{}, 401, 8888],
      [{ authorization: 'Bearer nonsense' }, 401, 8888],
      [{ authorization: `Bearer ${member.token}` }, 401, 8888],
      [{ token: member.token }, 401, 8888],
      [{ authorization: `Bearer ${editor.token}`, 'accept-language': 'en' }, 403, 403],
    ];
    for (const [headers, status, code] of refusals) {
      const response = await fetch(`${base}/admin/api/stream`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/json/);
      expect(((await response.json()) as { code: number }).code).toBe(code);
    }
    const english = await fetch(`${base}/admin/api/stream`, {
      headers: { authorization: `Bearer ${editor.token}`, 'accept-language': 'en' },
    });
    expect(((await english.json()) as { msg: string }).msg).toBe('Your role cannot do this');

    const signedOut = await signedInOperator(h, 'reviewer');
    expect((await adminCall(h, 'signOut', {}, signedOut.token)).code).toBe(200);
    expect(
      (await fetch(`${base}/admin/api/stream`, { headers: { authorization: `Bearer ${signedOut.token}` } })).status,
    ).toBe(401);

    const reviewer = await signedInOperator(h, 'reviewer');
    const bad = await fetch(`${base}/admin/api/stream?lastEventId=x`, {
      headers: { authorization: `Bearer ${reviewer.token}` },
    });
    expect(((await bad.json()) as { code: number }).code).toBe(400);
  });

  it('names by role what an operator hears: the queue for review, money, records and breaks for the member view', () => {
    expect(operatorEvents('reviewer').sort()).toEqual(['balance', 'break', 'order', 'recharge', 'withdrawal']);
    expect(operatorEvents('admin').sort()).toEqual(['balance', 'break', 'order', 'recharge', 'withdrawal']);
    expect(operatorEvents('editor')).toEqual([]);
  });

  it("tells a reviewer of every member's new recharge and withdrawal, and of one another operator decided", async () => {
    const reviewer = await signedInOperator(h, 'reviewer');
    const admin = await signedInOperator(h, 'admin');
    const s = await consoleStream(reviewer.token);
    await s.next(named('ready'));

    const m = await h.withdrawer();
    const recharge = await h.call('recharge', { method: 'bankcard', amount: '50' }, { token: m.token });
    expect((await s.next(named('recharge'))).data).toEqual({
      id: recharge.data.id,
      status: 'pending',
      reason: null,
      memberId: m.id,
    });

    expect(
      (await adminCall(h, 'review', { kind: 'recharge', id: recharge.data.id, decision: 'approve' }, admin.token)).code,
    ).toBe(200);
    expect((await s.next(named('recharge'))).data).toMatchObject({ id: recharge.data.id, status: 'approved' });
    expect((await s.next(named('balance'))).data).toMatchObject({ balance: '50.00', memberId: m.id });

    const other = await h.withdrawer();
    await h.fund(other.id, 1000_00);
    const w = await h.call(
      'withdraw',
      { amount: '100', to: { type: 'card', id: other.cardId }, tradePassword: '135790' },
      { token: other.token },
    );
    expect((await s.next(named('withdrawal'))).data).toEqual({
      id: w.data.id,
      status: 'pending',
      reason: null,
      memberId: other.id,
    });
    expect((await h.call('cancelWithdraw', { id: w.data.id }, { token: other.token })).code).toBe(200);
    expect((await s.next(named('withdrawal'))).data).toMatchObject({ id: w.data.id, status: 'cancelled' });
    // public events are not the console's
    expect(s.events.filter((e) => e.event === 'content')).toEqual([]);
  });

  it('replays to a console that reconnects with Last-Event-ID what it missed', async () => {
    const reviewer = await signedInOperator(h, 'reviewer');
    const first = await consoleStream(reviewer.token);
    const cursor = (await first.next(named('ready'))).id!;
    first.close();
    const m = await h.member();
    const recharge = await h.call('recharge', { method: 'bankcard', amount: '12' }, { token: m.token });
    const again = await consoleStream(reviewer.token, cursor);
    // the replay looks back a little before the cursor: older events may come again (the app skips their ids)
    const missed = await again.next((e) => e.event === 'recharge' && e.data.id === recharge.data.id);
    expect(missed.data).toMatchObject({ status: 'pending', memberId: m.id });
    expect(Number((await again.next(named('ready'))).id)).toBeGreaterThan(Number(cursor));
  });
});
