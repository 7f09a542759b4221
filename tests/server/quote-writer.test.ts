import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { ticks } from '../../server/db/schema';
import { simulatedQuotes } from '../../server/services/trading/quote-source';
import { CATCH_UP_SECONDS, LEASE_SECONDS, quoteWriter } from '../../server/services/trading/quote-writer';
import { harness, testSettings, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const MARKETS = 4;
const now = () => new Date(h.clock.now());

/** Per market: how many ticks, how many distinct seconds, and the first and last second. */
async function tickSpans() {
  const rows = await h.app.db
    .select({
      symbol: ticks.symbol,
      n: sql<number>`count(*)::int`,
      seconds: sql<number>`count(distinct ${ticks.at})::int`,
      first: sql<number>`extract(epoch from min(${ticks.at}))::int`,
      last: sql<number>`extract(epoch from max(${ticks.at}))::int`,
    })
    .from(ticks)
    .groupBy(ticks.symbol);
  return rows.map((r) => ({ ...r, n: Number(r.n), seconds: Number(r.seconds) }));
}

describe('the quote writer', () => {
  it('has one writer among instances; when it dies another takes over, with no second twice and none missing', async () => {
    await h.app.quoteWriter.release();
    const [leader, standby] = [quoteWriter(h.app.db, simulatedQuotes), quoteWriter(h.app.db, simulatedQuotes)];
    h.clock.set(Date.parse('2026-11-22T12:00:00Z'));
    expect(await leader.write(now())).toBeGreaterThan(0);
    // both try every second, at the same time (in parallel on PostgreSQL's pool): only the leader writes
    for (let i = 0; i < 10; i++) {
      h.clock.advance(1000);
      expect(await Promise.all([leader.write(now()), standby.write(now())])).toEqual([MARKETS, 0]);
    }
    // the leader dies (stops renewing): the standby waits out its lease, then makes the seconds missed
    for (let i = 1; i < LEASE_SECONDS; i++) {
      h.clock.advance(1000);
      expect(await standby.write(now())).toBe(0);
    }
    h.clock.advance(1001);
    expect(await standby.write(now())).toBe(MARKETS * LEASE_SECONDS);
    // the old leader comes back (a long pause, not dead): the lease is no longer its own, it writes nothing
    h.clock.advance(1000);
    expect(await Promise.all([leader.write(now()), standby.write(now())])).toEqual([0, MARKETS]);
    // a clean stop gives the lease up: the other takes over at its next second
    await standby.release();
    h.clock.advance(1000);
    expect(await leader.write(now())).toBe(MARKETS);

    for (const span of await tickSpans()) {
      expect(span.n).toBe(span.seconds);
      const since = await h.app.db.execute(sql`select count(*)::int as n from ${ticks}
        where ${ticks.symbol} = ${span.symbol} and ${ticks.at} >= '2026-11-22T12:00:00Z'`);
      const n = Number(((since as unknown as { rows: Array<{ n: number }> }).rows ?? [])[0]?.n);
      // every second from 12:00:00 to the last one, once
      expect(n).toBe(span.last - Date.parse('2026-11-22T12:00:00Z') / 1000 + 1);
    }
    await leader.release();
  });

  it('makes up at most CATCH_UP_SECONDS after a long stop, and every instance serves the same prices', async () => {
    h.clock.advance(3600_000);
    expect(await h.tick()).toBe(MARKETS * CATCH_UP_SECONDS);
    const other = await buildApp(testSettings({ now: h.clock.now }), { database: h.database });
    try {
      const answer = async (app: typeof other) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/markets',
            headers: { 'content-type': 'application/json' },
            payload: '{}',
          })
        ).json();
      expect(await answer(other)).toEqual(await answer(h.app));
      // the second instance is not the writer while the first holds the lease
      h.clock.advance(1000);
      expect(await other.quoteWriter.write(now())).toBe(0);
      expect(await h.tick()).toBe(MARKETS);
    } finally {
      await other.close();
    }
  });
});
