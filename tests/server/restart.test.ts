import { eq } from 'drizzle-orm';
import { bills } from '../../server/db/schema';
import { settleDue } from '../../server/services/trading/settlement';
import { startServer } from '../../server/start';
import { harness, testSettings, type Harness } from './support/harness';
import { ledgerProblems } from './support/invariants';

let h: Harness;
beforeAll(async () => {
  // tokens outlive the hours this file moves the clock (SESSION_IDLE_TIMEOUT is tested in sessions.test.ts)
  h = await harness({ sessionIdleSeconds: 86_400 });
});
afterAll(() => h.close());

describe('restart', () => {
  it('settles, on start and exactly once, the orders of a period that closed while the server was down', async () => {
    const m = await h.member();
    await h.fund(m.id, 500_00);
    h.clock.set(Date.parse('2026-11-22T10:00:03Z'));
    await h.tick();
    const room = await h.call('room', { id: 4 }, { token: m.token });
    expect(room.data.room.periodSeconds).toBe(30);
    const body = { roomId: 4, issueNo: room.data.period.issueNo, amount: '20' };
    await h.call('order', { ...body, direction: 'up' }, { token: m.token });
    await h.call('order', { ...body, direction: 'down' }, { token: m.token });
    await h.app.close();

    // down through the close; the next start finds the period unsettled
    h.clock.set(Date.parse('2026-11-22T10:05:00Z'));
    const settings = testSettings({ now: h.clock.now, port: 0, host: '127.0.0.1', scheduler: true });
    const first = await startServer(settings, { database: h.database });
    const orders = await first.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'content-type': 'application/json', token: m.token },
      payload: '{}',
    });
    const list = orders.json().data.data as Array<{ status: string; settledAt: string | null }>;
    expect(list).toHaveLength(2);
    expect(list.every((o) => o.status !== 'open' && o.settledAt === '2026-11-22T10:05:00.000Z')).toBe(true);
    await first.close();

    const second = await startServer(settings, { database: h.database });
    // two settlers at once (two instances) still settle nothing twice
    await Promise.all([
      settleDue(second.app.db, new Date(h.clock.now())),
      settleDue(second.app.db, new Date(h.clock.now())),
    ]);
    const credited = await second.app.db.select().from(bills).where(eq(bills.memberId, m.id));
    const payouts = credited.filter((b) => b.kind === 'payout' || b.kind === 'order_refund');
    // one order of the pair won (one payout) unless the period was flat (two refunds)
    expect([1, 2]).toContain(payouts.length);
    expect(new Set(payouts.map((b) => b.refId)).size).toBe(payouts.length);
    expect(await ledgerProblems(second.app.db)).toEqual([]);
    await second.close();
    await h.restart();
  });
});
