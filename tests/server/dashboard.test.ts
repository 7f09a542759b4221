import { sql } from 'drizzle-orm';
import type { Dashboard } from '../../contract/dashboard';
import { BILL_KINDS, type BillKind } from '../../contract/wallet';
import { rowsOf } from '../../server/db/rows';
import { rollUpClosedDays } from '../../server/services/operators/dashboard/days';
import type { Harness } from './support/harness';
import { adminCall, harnessWithAdmin, signedInOperator } from './support/operators';

const ZONE = 'Asia/Taipei';
const env = harnessWithAdmin();
let h: Harness;
let token: string;
beforeAll(() => {
  ({
    h,
    admin: { token },
  } = env);
});

/** The date of an instant in Taipei, worked out by Intl (not by the server's SQL). */
const taipeiDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
const dashboard = async (range: string) => {
  const answer = await adminCall<Dashboard>(h, 'dashboard', { range }, token);
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
};

/** Every bill's day, kind and amount as the database holds them, summed by day and kind here. */
async function billSums() {
  const rows = await rowsOf<{ kind: BillKind; amount: string | number; at: string }>(
    h.app.db,
    sql`select kind, amount, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from bills`,
  );
  const sums = new Map<string, Record<BillKind, { count: number; sum: number }>>();
  for (const row of rows) {
    const day = taipeiDay(new Date(row.at));
    const byKind =
      sums.get(day) ??
      sums.set(day, Object.fromEntries(BILL_KINDS.map((k) => [k, { count: 0, sum: 0 }])) as never).get(day)!;
    byKind[row.kind].count++;
    byKind[row.kind].sum += Number(row.amount);
  }
  return sums;
}

describe('the console’s dashboard', () => {
  it('reconciles with the bills: each day’s totals are the sums of that day’s bills by kind, around midnight in Taipei', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => h.member()));
    const now = h.clock.now();
    // 4000 bills of every kind over the last 60 hours, one every 54 s: three Taipei midnights (16:00 UTC) inside
    await h.app.db.execute(sql`
      insert into bills (member_id, kind, amount, balance_after, ref_type, ref_id, created_at)
      select (array[${members[0]!.id}, ${members[1]!.id}, ${members[2]!.id}, ${members[3]!.id}]::bigint[])[1 + i % 4],
        (array['recharge','withdraw','withdraw_refund','order','payout','order_refund','term_in','term_out','adjust'])[1 + i % 9],
        case when i % 9 in (1, 3, 6) then -(100 + i % 997 * 7) else 100 + i % 997 * 7 end,
        1000000, 'test', null,
        ${new Date(now).toISOString()}::timestamptz - make_interval(secs => i * 54)
      from generate_series(1, 4000) as i`);
    // withdrawals paid on either side of the last midnight
    const midnight = Date.parse('2026-11-21T16:00:00Z');
    await h.app.db.execute(sql`
      insert into withdrawals (member_id, amount, fee, target_type, target_id, target_label, status, created_at, reviewed_at)
      values (${members[0]!.id}, 50000, 250, 'card', 1, 'x', 'approved', ${new Date(midnight - 7200_000).toISOString()}, ${new Date(midnight - 1000).toISOString()}),
             (${members[1]!.id}, 70000, 350, 'card', 1, 'x', 'approved', ${new Date(midnight - 7200_000).toISOString()}, ${new Date(midnight + 1000).toISOString()}),
             (${members[2]!.id}, 90000, 450, 'card', 1, 'x', 'rejected', ${new Date(midnight - 7200_000).toISOString()}, ${new Date(midnight + 2000).toISOString()})`);

    // the members joined an hour ago by the test's clock (the column's default is the database's own)
    const ids = members.map((m) => m.id);
    await h.app.db.execute(
      sql`update members set created_at = ${new Date(now - 3600_000).toISOString()} where id in (${sql.join(ids, sql`, `)})`,
    );
    const sums = await billSums();
    const today = taipeiDay(new Date(now));
    const yesterday = taipeiDay(new Date(midnight - 1000));
    for (const [range, day] of [
      ['today', today],
      ['yesterday', yesterday],
    ] as const) {
      const d = await dashboard(range);
      expect(d.timeZone).toBe(ZONE);
      expect(d.bills).toEqual(sums.get(day));
      expect(d.figures.rechargeSum.total).toBe(sums.get(day)!.recharge.sum);
      expect(d.figures.stakeSum.total).toBe(-sums.get(day)!.order.sum);
      expect(d.figures.houseResult.total).toBe(
        -sums.get(day)!.order.sum - sums.get(day)!.payout.sum - sums.get(day)!.order_refund.sum,
      );
      // an hour a bucket, which add up to the day
      expect(d.bucket).toBe('hour');
      expect(d.figures.rechargeSum.series.reduce((a, b) => a + b, 0)).toBe(d.figures.rechargeSum.total);
      expect(d.buckets[0]).toBe(`${day} 00:00`);
    }
    expect((await dashboard('yesterday')).buckets).toHaveLength(24);
    expect((await dashboard('today')).figures.withdrawSum.total).toBe(70000);
    expect((await dashboard('yesterday')).figures).toMatchObject({
      withdrawCount: { total: 1 },
      withdrawSum: { total: 50000 },
      withdrawFee: { total: 250 },
    });

    // a week: one bucket a day, closed days from the roll-up, which gives the same figures once written
    const week = await dashboard('7d');
    expect(week.bucket).toBe('day');
    expect(week.buckets).toHaveLength(7);
    expect(week.buckets.at(-1)).toBe(today);
    week.buckets.forEach((day, i) => {
      expect(week.figures.rechargeSum.series[i]).toBe(sums.get(day)?.recharge.sum ?? 0);
      expect(week.figures.payoutSum.series[i]).toBe(sums.get(day)?.payout.sum ?? 0);
    });
    const rolled = await rowsOf<{ day: string }>(h.app.db, sql`select day from dashboard_days order by day`);
    expect(rolled.map((r) => r.day)).toEqual(week.buckets.slice(0, -1));
    expect(await dashboard('7d')).toEqual(week);
    expect(week.figures.newMembers.total).toBe(4);
  });

  it('reads closed days from the roll-up, which the scheduler’s job fills once', async () => {
    await rollUpClosedDays(h.app.db, ZONE, new Date(h.clock.now()));
    await rollUpClosedDays(h.app.db, ZONE, new Date(h.clock.now()));
    const days = await rowsOf<{ n: number }>(h.app.db, sql`select count(*)::int as n from dashboard_days`);
    expect(days[0]!.n).toBe(30);
    const before = await dashboard('30d');
    expect(before.buckets).toHaveLength(30);
    // a bill written into a closed day behind the ledger's back: the rolled-up day does not move, today does
    const [m] = await rowsOf<{ id: number }>(h.app.db, sql`select id from members limit 1`);
    await h.app.db.execute(sql`
      insert into bills (member_id, kind, amount, balance_after, ref_type, created_at)
      values (${m!.id}, 'recharge', 12345, 12345, 'test', ${new Date(h.clock.now() - 3 * 86_400_000).toISOString()}),
             (${m!.id}, 'recharge', 100, 12445, 'test', ${new Date(h.clock.now() - 1000).toISOString()})`);
    const after = await dashboard('30d');
    expect(after.figures.rechargeSum.series.slice(0, -1)).toEqual(before.figures.rechargeSum.series.slice(0, -1));
    expect(after.figures.rechargeSum.series.at(-1)).toBe(before.figures.rechargeSum.series.at(-1)! + 100);
  });

  it('is the reviewers’ and admins’ page; an editor is refused, and a range it does not know is a 400', async () => {
    const editor = await signedInOperator(h, 'editor');
    expect((await adminCall(h, 'dashboard', { range: 'today' }, editor.token)).code).toBe(403);
    const bad = await adminCall(h, 'dashboard', { range: 'decade' }, token, { 'accept-language': 'en' });
    expect(bad.code).toBe(400);
  });
});
