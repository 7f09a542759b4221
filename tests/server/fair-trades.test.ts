import { and, eq, inArray } from 'drizzle-orm';
import { config, markets, orders, rooms, ticks } from '../../server/db/schema';
import { placeOrder } from '../../server/services/trading/orders';
import { slotAt } from '../../server/services/trading/periods';
import { settleDue } from '../../server/services/trading/settlement';
import { simulatedQuotes, type QuoteSource } from '../../server/services/trading/quote-source';
import { quoteWriter, type QuoteWriter } from '../../server/services/trading/quote-writer';
import { lastTick } from '../../server/services/trading/quotes';
import { harness, type Harness } from './support/harness';
import { ledgerProblems } from './support/invariants';
import { adminCall, signedInOperator } from './support/operators';

let h: Harness;
beforeAll(async () => {
  // the tests move the clock by hours between a sign-in and its orders: no session may time out meanwhile
  h = await harness({ tokenTtlSeconds: 365 * 86400, sessionIdleSeconds: 365 * 86400 });
});
afterAll(() => h.close());

const second = () => Math.floor(h.clock.now() / 1000);
const at = (iso: string) => Date.parse(iso) / 1000;

/** The app's writer steps aside (gives its lease up) for one on `source`, which the test then drives. */
async function writerOn(source: QuoteSource): Promise<QuoteWriter> {
  await h.app.quoteWriter.release();
  return quoteWriter(h.app.db, source);
}

describe('fair trades', () => {
  it('settles each order against the price when it was accepted: won to the cent, lost, and a tie refunded', async () => {
    // a scripted feed: up one unit a second for 40 s from 09:00:00, then down two a second, back to the
    // open at the close (09:01:00): the period is flat, but no order was placed at its open price but one
    const open = at('2026-11-22T09:00:00Z');
    const price = (s: number) => 6_800_000 + Math.min(s - open, 40) - 2 * Math.max(0, s - open - 40);
    const scripted: QuoteSource = { ...simulatedQuotes, tick: (_market, s) => ({ price: price(s), volume: 1 }) };
    const writer = await writerOn(scripted);
    const [a, b, c] = [await h.member(), await h.member(), await h.member()];
    for (const m of [a, b, c]) await h.fund(m.id, 1000_00);
    const order = async (token: string, direction: 'up' | 'down', amount: string) => {
      const issueNo = slotAt(60, second()).issueNo;
      const placed = await h.call('order', { roomId: 1, issueNo, direction, amount }, { token });
      expect(placed.code).toBe(200);
      return placed.data;
    };
    const atSecond = async (iso: string) => {
      h.clock.set(Date.parse(iso));
      await writer.write(new Date(h.clock.now()));
    };

    await atSecond('2026-11-22T09:00:00Z');
    const tie = await order(a.token, 'up', '100');
    expect(tie.referencePrice).toBe('68000.00');
    await atSecond('2026-11-22T09:00:10Z');
    const lost = await order(b.token, 'up', '100');
    const won = await order(c.token, 'down', '123.45');
    expect([lost.referencePrice, won.referencePrice]).toEqual(['68000.10', '68000.10']);
    await atSecond('2026-11-22T09:00:50Z');
    const late = await order(a.token, 'down', '10');
    expect(late.referencePrice).toBe('68000.20');

    await atSecond('2026-11-22T09:01:00Z');
    expect(await settleDue(h.app.db, new Date(h.clock.now()))).toBe(1);
    const settled = async (token: string, id: number) => (await h.call('orders', { id }, { token })).data.data[0];
    // close 68000.00: the tie is refunded, below 68000.10 the up order lost and the down order won
    // 123.45 × 1.85 = 228.3825 → 228.38; 10 × 1.85 = 18.50
    expect(await settled(a.token, tie.id)).toMatchObject({
      status: 'refunded',
      payout: '100.00',
      referencePrice: '68000.00',
      closePrice: '68000.00',
    });
    expect(await settled(b.token, lost.id)).toMatchObject({ status: 'lost', payout: '0.00', closePrice: '68000.00' });
    expect(await settled(c.token, won.id)).toMatchObject({
      status: 'won',
      payout: '228.38',
      referencePrice: '68000.10',
    });
    expect(await settled(a.token, late.id)).toMatchObject({
      status: 'won',
      payout: '18.50',
      referencePrice: '68000.20',
    });
    const balance = async (token: string) => (await h.call('balance', {}, { token })).data.balance;
    expect([await balance(a.token), await balance(b.token), await balance(c.token)]).toEqual([
      '1008.50',
      '900.00',
      '1104.93',
    ]);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
    await writer.release();
  });

  it('refuses an order while its market has no price, and one whose last tick is past the cut-off', async () => {
    const m = await h.member();
    await h.fund(m.id, 100_00);
    h.clock.set(Date.parse('2026-11-22T11:00:00Z'));
    const writer = await writerOn(simulatedQuotes);
    await writer.write(new Date(h.clock.now()));
    // a writer on a clock 56 s ahead: its tick is already inside the last 5 s of the period
    await writer.write(new Date(Date.parse('2026-11-22T11:00:56Z')));
    h.clock.set(Date.parse('2026-11-22T11:00:20Z'));
    const body = { roomId: 1, issueNo: slotAt(60, second()).issueNo, direction: 'up' as const, amount: '10' };
    expect((await h.call('order', body, { token: m.token })).msg).toBe('本期已截止下單');
    await h.app.db.delete(ticks).where(eq(ticks.symbol, 'BTC/USDT'));
    const refused = await h.call('order', body, { token: m.token, lang: 'en' });
    expect(refused).toMatchObject({ code: 422, msg: 'No price yet: try again in a moment' });
    expect((await h.call('balance', {}, { token: m.token })).data.balance).toBe('100.00');
    await writer.release();
  });

  it('keeps no seed or other secret of the prices, and labels them simulated whatever the setting', async () => {
    expect(await h.app.db.select().from(config).where(eq(config.key, 'quotes_seed'))).toEqual([]);
    await h.app.db.insert(config).values({ key: 'not_a_setting', value: 'secret' });
    const admin = await signedInOperator(h, 'admin');
    const answer = await adminCall(h, 'config', {}, admin.token);
    expect(Object.keys(answer.data.values as object).sort()).toEqual(
      expect.not.arrayContaining(['not_a_setting', 'quotes_seed']),
    );
    expect(answer.data.values).toMatchObject({ quotes_simulated: 'true' });
    // the simulation stays labelled, even when an operator turns the label off
    expect((await adminCall(h, 'configSet', { key: 'quotes_simulated', value: 'false' }, admin.token)).code).toBe(200);
    expect((await h.call('configs', {})).data.quotes_simulated).toBe(true);
  });
});

/** Test rooms of 10-second periods, each on a market of its own, so their periods are independent. */
async function independentRooms(count: number) {
  const now = new Date(h.clock.now());
  const symbols = Array.from({ length: count }, (_, i) => `FAIR${i}/USD`);
  const name = { 'zh-Hant': '公平', 'zh-Hans': '公平', en: 'Fair' };
  await h.app.db
    .insert(markets)
    .values(symbols.map((symbol) => ({ symbol, name, basePrice: '68000.00', decimals: 2, volatilityPpm: 200 })));
  const made = await h.app.db
    .insert(rooms)
    .values(
      symbols.map((symbol) => ({
        symbol,
        name,
        periodSeconds: 10,
        payoutRate: '0.85',
        minStake: 1_00,
        maxStake: 1000_00,
        createdAt: now,
      })),
    )
    .returning();
  return made.map((room) => ({ id: room.id, symbol: room.symbol }));
}

/** Each room's price at a second, read from the stored ticks (public: the room's open, the markets' price). */
async function pricesAt(symbols: string[], s: number): Promise<Map<string, number>> {
  const rows = await h.app.db
    .select({ symbol: ticks.symbol, price: ticks.price })
    .from(ticks)
    .where(and(inArray(ticks.symbol, symbols), eq(ticks.at, new Date(s * 1000))));
  return new Map(rows.map((r) => [r.symbol, r.price]));
}

// The strategy's odds are a property of the price function, tested where it is pure
// (tests/unit/server/fair-prices.test.ts, 3,000 periods); here a short run of it goes through the orders,
// the stored ticks and the settlement, which must decide each order by the prices the member could see.
describe('the strategy through orders and settlement', () => {
  it('betting at the last accepted second with the move since the open is settled by the stored prices', async () => {
    const ROOMS = 4;
    const PERIODS_PER_ROOM = 5;
    h.clock.set(Date.parse('2026-11-23T00:00:00Z'));
    const testRooms = await independentRooms(ROOMS);
    const symbols = testRooms.map((r) => r.symbol);
    // the simulation's own steps; no history, which this test does not read
    const writer = await writerOn({ ...simulatedQuotes, history: () => ({ '1m': [], '5m': [], '1h': [], '1d': [] }) });
    const bettor = await h.member();
    await h.fund(bettor.id, 10_000_000_00);
    await writer.write(new Date(h.clock.now()));

    const expected = new Map<number, 'won' | 'lost' | 'refunded'>();
    for (let p = 0; p < PERIODS_PER_ROOM; p++) {
      const openAt = at('2026-11-23T00:00:00Z') + 10 + p * 10;
      // the last second an order is accepted: 5 s before the close is refused (ORDER_CUTOFF_SECONDS)
      h.clock.set((openAt + 4) * 1000);
      await writer.write(new Date(h.clock.now()));
      const [opens, nows] = await Promise.all([pricesAt(symbols, openAt), pricesAt(symbols, openAt + 4)]);
      const placed = await h.app.db.transaction(async (tx) => {
        const ids = [];
        for (const room of testRooms) {
          const moved = nows.get(room.symbol)! - opens.get(room.symbol)!;
          const issueNo = slotAt(10, openAt).issueNo;
          const body = { roomId: room.id, issueNo, direction: moved < 0 ? 'down' : 'up', amount: 10_00 } as const;
          ids.push({ room, up: moved >= 0, order: await placeOrder(tx, bettor.id, body, new Date(h.clock.now())) });
        }
        return ids;
      });
      h.clock.set((openAt + 10) * 1000);
      await writer.write(new Date(h.clock.now()));
      expect(await settleDue(h.app.db, new Date(h.clock.now()))).toBe(ROOMS);
      const closes = await pricesAt(symbols, openAt + 10);
      for (const { room, up, order } of placed) {
        const [reference, close] = [nows.get(room.symbol)!, closes.get(room.symbol)!];
        expected.set(order.id, close === reference ? 'refunded' : up === close > reference ? 'won' : 'lost');
      }
    }

    const mine = await h.app.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.memberId, bettor.id));
    expect(mine).toHaveLength(ROOMS * PERIODS_PER_ROOM);
    expect(new Map(mine.map((o) => [o.id, o.status]))).toEqual(expected);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
    expect(await lastTick(h.app.db, symbols[0]!)).toMatchObject({
      at: at('2026-11-23T00:00:00Z') + 10 * (PERIODS_PER_ROOM + 1),
    });
    await writer.release();
  });
});
