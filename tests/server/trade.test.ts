import { and, eq, gte } from 'drizzle-orm';
import { orders, periods, rooms } from '../../server/db/schema';
import { openPeriods, slotAt } from '../../server/services/trading/periods';
import { settleDue } from '../../server/services/trading/settlement';
import { formatUnits, lastTick, tickAt } from '../../server/services/trading/quotes';
import { harness, type Harness } from './support/harness';
import { ledgerProblems } from './support/invariants';

let h: Harness;
beforeAll(async () => {
  // tokens outlive the hour this file moves the clock (SESSION_IDLE_TIMEOUT is tested in sessions.test.ts)
  h = await harness({ sessionIdleSeconds: 86_400 });
});
afterAll(() => h.close());

describe('markets', () => {
  it('lists four simulated markets with price strings', async () => {
    const m = await h.call('markets', {});
    expect(m.data.map((x) => x.symbol).sort()).toEqual(['BTC/USDT', 'ETH/USDT', 'EUR/USD', 'XAU/USD']);
    const eur = m.data.find((x) => x.symbol === 'EUR/USD')!;
    expect(eur.price).toMatch(/^\d+\.\d{5}$/);
    expect(Number(eur.high)).toBeGreaterThanOrEqual(Number(eur.price));
    expect(Number(eur.low)).toBeLessThanOrEqual(Number(eur.price));
  });

  it('answers klines for every interval, the same history each time, ending at the current candle', async () => {
    for (const interval of ['1m', '5m', '1h', '1d'] as const) {
      const k = await h.call('kline', { symbol: 'BTC/USDT', interval, limit: 50 });
      expect(k.data).toHaveLength(50);
      for (const c of k.data) expect(Number(c.high)).toBeGreaterThanOrEqual(Math.max(Number(c.open), Number(c.close)));
      expect(await h.call('kline', { symbol: 'BTC/USDT', interval, limit: 50 })).toEqual(k);
    }
    const minute = await h.call('kline', { symbol: 'BTC/USDT', interval: '1m' });
    expect(minute.data).toHaveLength(100);
    expect(minute.data.at(-1)?.time).toBe('2026-11-22T08:00:00.000Z');
    expect((await h.call('kline', { symbol: 'NOPE', interval: '1m' })).code).toBe(404);
    expect((await h.call('kline', { symbol: 'BTC/USDT', interval: '2m' as never })).code).toBe(400);
    expect((await h.call('kline', { symbol: 'BTC/USDT', interval: '1m', limit: 501 })).code).toBe(400);
  });

  it('serves the stored ticks: the price is the last tick, rolled into the current candle', async () => {
    h.clock.advance(90_000);
    expect(await h.tick()).toBe(4 * 90);
    const tick = await lastTick(h.app.db, 'BTC/USDT');
    expect(tick?.at).toBe(h.clock.now() / 1000);
    const price = formatUnits(tick!.price, 2);
    const btc = (await h.call('markets', {})).data.find((x) => x.symbol === 'BTC/USDT');
    expect(btc).toMatchObject({ price, time: new Date(tick!.at * 1000).toISOString() });
    const [minute] = (await h.call('kline', { symbol: 'BTC/USDT', interval: '1m', limit: 1 })).data;
    expect(minute).toMatchObject({ time: '2026-11-22T08:01:00.000Z', close: price });
    // a second run in the same second writes nothing more
    expect(await h.tick()).toBe(0);
  });

  it('lists rooms with a 30-second one', async () => {
    const rooms = await h.call('rooms', {});
    expect(rooms.data).toHaveLength(4);
    expect(rooms.data.map((r) => r.periodSeconds)).toContain(30);
  });
});

describe('rooms, orders and settlement', () => {
  it('takes orders on the open period only, counts them, and settles them once at close', async () => {
    const a = await h.member();
    const b = await h.member();
    await h.fund(a.id, 1000_00);
    await h.fund(b.id, 1000_00);
    h.clock.set(Date.parse('2026-11-22T09:00:02Z'));
    await h.tick();
    const room = await h.call('room', { id: 1 }, { token: a.token });
    expect(room.data).toMatchObject({ tradeCount: 0, serverTime: '2026-11-22T09:00:02.000Z' });
    expect(room.data.period).toMatchObject({
      issueNo: '20261122-0541',
      openAt: '2026-11-22T09:00:00.000Z',
      closeAt: '2026-11-22T09:01:00.000Z',
      status: 'open',
    });
    const issueNo = room.data.period.issueNo;

    const up = await h.call('order', { roomId: 1, issueNo, direction: 'up', amount: '100' }, { token: a.token });
    const accepted = await lastTick(h.app.db, 'BTC/USDT');
    expect(up.data).toMatchObject({
      status: 'open',
      payout: null,
      amount: '100.00',
      symbol: 'BTC/USDT',
      referencePrice: formatUnits(accepted!.price, 2),
    });
    expect(room.data.period.openPrice).toBe(
      formatUnits((await tickAt(h.app.db, 'BTC/USDT', Date.parse('2026-11-22T09:00:00Z') / 1000))!.price, 2),
    );
    await h.call('order', { roomId: 1, issueNo, direction: 'down', amount: '50.5' }, { token: b.token });
    const again = await h.call('room', { id: 1 }, { token: a.token });
    expect(again.data.tradeCount).toBe(2);
    // the current price beside the open: the market's last tick
    expect(again.data.lastPrice).toBe(formatUnits((await lastTick(h.app.db, 'BTC/USDT'))!.price, 2));
    expect((await h.call('balance', {}, { token: a.token })).data.balance).toBe('900.00');

    expect(
      (
        await h.call(
          'order',
          { roomId: 1, issueNo: '20261122-0540', direction: 'up', amount: '10' },
          { token: a.token },
        )
      ).code,
    ).toBe(422);
    expect((await h.call('order', { roomId: 1, issueNo, direction: 'up', amount: '5' }, { token: a.token })).code).toBe(
      422,
    );
    expect(
      (await h.call('order', { roomId: 1, issueNo, direction: 'up', amount: '10001' }, { token: a.token })).code,
    ).toBe(422);
    expect(
      (await h.call('order', { roomId: 99, issueNo, direction: 'up', amount: '10' }, { token: a.token })).code,
    ).toBe(404);
    expect(
      (await h.call('order', { roomId: 1, issueNo, direction: 'sideways' as never, amount: '10' }, { token: a.token }))
        .code,
    ).toBe(400);
    expect(
      (await h.call('order', { roomId: 1, issueNo, direction: 'up', amount: '10' }, { token: a.token, key: null }))
        .code,
    ).toBe(400);

    h.clock.set(Date.parse('2026-11-22T09:00:55Z'));
    expect((await h.call('room', { id: 1 }, { token: a.token })).data.period.status).toBe('closed');
    expect(
      (await h.call('order', { roomId: 1, issueNo, direction: 'up', amount: '10' }, { token: a.token })).code,
    ).toBe(422);

    h.clock.set(Date.parse('2026-11-22T09:01:00Z'));
    // the close price is not made yet: nothing settles before the close's tick
    expect(await settleDue(h.app.db, new Date(h.clock.now()))).toBe(0);
    await h.tick();
    expect(await settleDue(h.app.db, new Date(h.clock.now()))).toBe(1);
    expect(await settleDue(h.app.db, new Date(h.clock.now()))).toBe(0);

    // both orders were accepted at the same tick; each is compared with it
    const close = (await tickAt(h.app.db, 'BTC/USDT', Date.parse('2026-11-22T09:01:00Z') / 1000))!.price;
    const result = close > accepted!.price ? 'up' : close < accepted!.price ? 'down' : 'flat';
    const [orderA] = (await h.call('orders', {}, { token: a.token })).data.data;
    const [orderB] = (
      await h.call(
        'orders',
        { status: result === 'down' ? 'won' : result === 'flat' ? 'refunded' : 'lost' },
        { token: b.token },
      )
    ).data.data;
    expect(orderB).toBeDefined();
    if (result === 'up') expect(orderA).toMatchObject({ status: 'won', payout: '185.00' });
    if (result === 'down') expect(orderA).toMatchObject({ status: 'lost', payout: '0.00' });
    if (result === 'flat') expect(orderA).toMatchObject({ status: 'refunded', payout: '100.00' });
    expect(orderA?.closePrice).toBe(formatUnits(close, 2));
    expect(await ledgerProblems(h.app.db)).toEqual([]);

    // past periods: each period's own open against its close, from the stored ticks: those since the
    // first whole period after the first tick (08:00:01), 08:01 to 09:01
    const issues = await h.call('roomIssues', { roomId: 1, pageSize: 5 }, { token: a.token });
    expect(issues.data.data[0]).toMatchObject({
      issueNo,
      openPrice: room.data.period.openPrice,
      closePrice: orderA?.closePrice,
    });
    expect(issues.data.total).toBe(60);
  });

  it("makes each room's current and next period rows ahead of their orders, which lock the row made", async () => {
    h.clock.set(Date.parse('2026-11-22T10:00:10Z'));
    await h.tick();
    const now = new Date(h.clock.now());
    await openPeriods(h.app.db, now);
    await openPeriods(h.app.db, now);
    const made = await h.app.db
      .select({ roomId: periods.roomId, issueNo: periods.issueNo })
      .from(periods)
      .where(gte(periods.openAt, new Date('2026-11-22T10:00:00Z')));
    const allRooms = await h.app.db.select().from(rooms);
    const expected = allRooms.flatMap((r) =>
      [0, 1].map((ahead) => ({
        roomId: r.id,
        issueNo: slotAt(r.periodSeconds, now.getTime() / 1000 + ahead * r.periodSeconds).issueNo,
      })),
    );
    expect(made).toHaveLength(expected.length);
    expect(made).toEqual(expect.arrayContaining(expected));

    const a = await h.member();
    await h.fund(a.id, 100_00);
    const issueNo = slotAt(60, now.getTime() / 1000).issueNo;
    const placed = await h.call('order', { roomId: 1, issueNo, direction: 'up', amount: '10' }, { token: a.token });
    expect(placed.code).toBe(200);
    const [row] = await h.app.db.select().from(orders).where(eq(orders.id, placed.data.id));
    const [period] = await h.app.db
      .select()
      .from(periods)
      .where(and(eq(periods.roomId, 1), eq(periods.issueNo, issueNo)));
    expect(row!.periodId).toBe(period!.id);
    // the next period's row exists, but its orders wait for it to open
    const next = slotAt(60, now.getTime() / 1000 + 60).issueNo;
    expect(
      (await h.call('order', { roomId: 1, issueNo: next, direction: 'up', amount: '10' }, { token: a.token })).code,
    ).toBe(422);
    expect((await h.call('balance', {}, { token: a.token })).data.balance).toBe('90.00');
  });

  it('refuses another member’s order id in the list filter', async () => {
    const a = await h.member();
    expect((await h.call('orders', { id: 1 }, { token: a.token })).data.total).toBe(0);
  });
});
