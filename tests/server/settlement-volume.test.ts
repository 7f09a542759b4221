import { sql } from 'drizzle-orm';
import { settleDue } from '../../server/services/trading/settlement';
import { busyPeriod } from './support/busy-period';
import { harness, type Harness } from './support/harness';
import { ledgerProblems } from './support/invariants';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

/** A period of room 1 closing at `closeIso` (its close tick written) with `members × ordersEach` open orders. */
async function closedPeriod(closeIso: string, members: number, ordersEach: number) {
  h.clock.set(Date.parse(closeIso));
  await h.tick();
  return busyPeriod(h.app.db, { roomId: 1, members, ordersEach, closeAt: new Date(h.clock.now()) });
}

describe('settlement at volume', () => {
  it('settles 10,000 orders of one period in chunks, each exactly once, the ledger reconciling', async () => {
    const period = await closedPeriod('2026-11-22T09:01:00Z', 100, 100);
    const started = performance.now();
    const settledAt: Date[] = [];
    const now = new Date(h.clock.now());
    expect(await settleDue(h.app.db, now, { chunk: 3000, settled: (at) => settledAt.push(at) })).toBe(1);
    console.log(`10,000 orders settled in ${Math.round(performance.now() - started)} ms`);
    expect(settledAt).toEqual([now]);
    expect(await settleDue(h.app.db, now, { chunk: 3000 })).toBe(0);
    expect(await period.check()).toEqual([]);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
    // an order event per member and chunk (how many of theirs it settled): 100 members, each in one chunk but
    // the one whose orders a chunk's end splits
    const events = await h.app.db.execute(
      sql`select count(*)::int as n, sum((data->>'settled')::int)::int as settled from events where topic = 'order'`,
    );
    const [told] = (events as unknown as { rows: Array<{ n: number; settled: number }> }).rows;
    expect(told!.settled).toBe(10_000);
    expect(told!.n).toBeGreaterThanOrEqual(100);
    expect(told!.n).toBeLessThanOrEqual(103);
  });

  it('takes up a period left half settled (a crash between chunks) without paying an order twice', async () => {
    const period = await closedPeriod('2026-11-22T09:03:00Z', 7, 30);
    const now = new Date(h.clock.now());
    // a server that settled some chunks and died: its committed chunks stay, the rest is still open
    const died = new Error('killed');
    let chunks = 0;
    const dying = new Proxy(h.app.db, {
      get: (db, key) =>
        key === 'transaction'
          ? (work: Parameters<typeof db.transaction>[0]) => {
              if (++chunks > 3) throw died;
              return db.transaction(work);
            }
          : Reflect.get(db, key),
    });
    await expect(settleDue(dying, now, { chunk: 40 })).rejects.toBe(died);
    const open = await h.app.db.execute(
      sql`select count(*)::int as n from orders where period_id = ${period.periodId} and status = 'open'`,
    );
    expect((open as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(210 - 3 * 40);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
    expect(await settleDue(h.app.db, now, { chunk: 40 })).toBe(1);
    expect(await period.check()).toEqual([]);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });
});
