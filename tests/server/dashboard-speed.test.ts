import { sql } from 'drizzle-orm';
import { DASHBOARD_RANGES } from '../../contract/dashboard';
import { rollUpClosedDays } from '../../server/services/operators/dashboard/days';
import { harness, type Harness } from './support/harness';
import { adminCall, signedInOperator } from './support/operators';

const DAYS = 365;
const BILLS_A_DAY = 400;
const ORDERS_A_DAY = 100;
let h: Harness;
let token: string;

beforeAll(async () => {
  h = await harness();
  token = (await signedInOperator(h, 'admin')).token;
  const now = new Date(h.clock.now()).toISOString();
  // a year of business written straight into the tables: 200 members, 146,000 bills, 36,500 orders
  await h.app.db.execute(sql`
    insert into members (account, password_hash, nickname, created_at)
    select 'speed' || i, 'x', 'speed' || i, ${now}::timestamptz - make_interval(days => i) from generate_series(1, 200) i`);
  await h.app.db.execute(sql`
    insert into bills (member_id, kind, amount, balance_after, ref_type, created_at)
    select m.id, (array['recharge','order','payout','order_refund','term_in','term_out'])[1 + i % 6],
      case when i % 6 in (1, 4) then -(100 + i % 991) else 100 + i % 991 end, 1000000, 'speed',
      ${now}::timestamptz - make_interval(secs => i * ${(DAYS * 86_400) / (DAYS * BILLS_A_DAY)})
    from generate_series(1, ${DAYS * BILLS_A_DAY}) i
    join members m on m.account = 'speed' || (1 + i % 200)`);
  await h.app.db.execute(sql`
    insert into periods (room_id, issue_no, open_at, close_at, close_price, settled_at)
    select (select min(id) from rooms), 'speed-' || d, ${now}::timestamptz - make_interval(days => d),
      ${now}::timestamptz - make_interval(days => d) + interval '1 minute', '1', ${now}::timestamptz
    from generate_series(1, ${DAYS}) d`);
  await h.app.db.execute(sql`
    insert into orders (member_id, room_id, period_id, issue_no, direction, amount, status, reference_price, created_at)
    select m.id, p.room_id, p.id, p.issue_no, 'up', 1000, 'lost', '1', p.open_at
    from periods p cross join generate_series(1, ${ORDERS_A_DAY}) i
    join members m on m.account = 'speed' || (1 + i % 200)
    where p.issue_no like 'speed-%'`);
  await h.app.db.execute(sql`analyze`);
  await rollUpClosedDays(h.app.db, h.app.settings.timeZone, new Date(h.clock.now()));
}, 300_000);
afterAll(() => h.close());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('the dashboard with a year of data', () => {
  it.each(DASHBOARD_RANGES)('answers %s in under 300 ms', async (range) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const answer = await adminCall(h, 'dashboard', { range }, token);
      times.push(performance.now() - started);
      expect(answer.code).toBe(200);
      expect(answer.data.figures.rechargeCount.total).toBeGreaterThan(0);
    }
    console.info(`dashboard ${range}: median ${median(times).toFixed(0)} ms of ${times.map(Math.round).join(', ')}`);
    expect(median(times)).toBeLessThan(300);
  });
});
