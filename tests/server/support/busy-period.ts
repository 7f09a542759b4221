import { sql } from 'drizzle-orm';
import { payoutCents } from '../../../contract/trade';
import type { Db } from '../../../server/db/client';
import { resultOf } from '../../../server/services/trading/periods';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const START_CENTS = 1_000_000;

/**
 * A closed period of `roomId` with `members × ordersEach` open orders, written with a few set statements (placing
 * them one by one through the API takes minutes): new members funded with START_CENTS (a bill), each order's
 * stake debited with its bill as placeOrder does, references one unit above, at and below the close of
 * the newest tick at or before `closeAt`, so orders win, lose and tie. Each member's orders have consecutive
 * ids: the last member's are the last chunk's. `check()` after settlement says what is wrong.
 */
export async function busyPeriod(
  db: Db,
  { roomId, members, ordersEach, closeAt }: { roomId: number; members: number; ordersEach: number; closeAt: Date },
) {
  const tag = `busy${Date.now().toString(36)}`;
  const [room] = rowsOf<{ payout_rate: string; decimals: number; symbol: string }>(
    await db.execute(sql`select r.payout_rate, k.decimals, k.symbol from rooms r join markets k on k.symbol = r.symbol
      where r.id = ${roomId}`),
  );
  const [close] = rowsOf<{ price: string }>(
    await db.execute(sql`select price::text from ticks where symbol = ${room!.symbol} and at <= ${closeAt}
      order by at desc limit 1`),
  );
  const unit = 10 ** -room!.decimals;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into members (account, password_hash, nickname, balance)
      select ${tag} || g, 'none', ${tag}, ${START_CENTS} from generate_series(1, ${members}) g`);
    await tx.execute(sql`insert into bills (member_id, kind, amount, balance_after, ref_type, created_at)
      select id, 'adjust', ${START_CENTS}, ${START_CENTS}, 'test', ${closeAt} from members where nickname = ${tag}
      order by id`);
    const openAt = new Date(closeAt.getTime() - 60_000);
    await tx.execute(sql`insert into periods (room_id, issue_no, open_at, close_at)
      values (${roomId}, ${tag}, ${openAt}, ${closeAt})`);
    await tx.execute(sql`insert into orders (member_id, room_id, period_id, issue_no, direction, amount, status,
        reference_price, created_at)
      select m.id, ${roomId}, (select id from periods where issue_no = ${tag}), ${tag},
        case when g % 2 = 0 then 'up' else 'down' end, 1000 + (g % 7) * 100, 'open',
        round((${close!.price}::int8 + (g % 3) - 1) / ${10 ** room!.decimals}::numeric, ${room!.decimals})::text,
        ${openAt}
      from (select id from members where nickname = ${tag}) m cross join generate_series(1, ${ordersEach}) g
      order by m.id, g`);
    await tx.execute(sql`insert into bills (member_id, kind, amount, balance_after, ref_type, ref_id, created_at)
      select member_id, 'order', -amount,
        ${START_CENTS} - sum(amount) over (partition by member_id order by id), 'order', id, created_at
      from orders where issue_no = ${tag} order by id`);
    await tx.execute(sql`update members m set balance = m.balance - s.total
      from (select member_id, sum(amount) as total from orders where issue_no = ${tag} group by member_id) s
      where m.id = s.member_id`);
  });
  const [period] = rowsOf<{ id: string; last: string }>(
    await db.execute(sql`select id, (select max(id) from members where nickname = ${tag}) as last
      from periods where issue_no = ${tag}`),
  );
  return {
    periodId: Number(period!.id),
    lastMemberId: Number(period!.last),
    orders: members * ordersEach,
    /** what is wrong after the period was settled: nothing when every order was settled exactly once */
    async check(): Promise<string[]> {
      const problems: string[] = [];
      const orders = rowsOf<{
        id: string;
        member_id: string;
        direction: 'up' | 'down';
        amount: string;
        reference_price: string;
        status: string;
        payout: string | null;
        bills: string;
        paid: string;
      }>(
        await db.execute(sql`select o.id, o.member_id, o.direction, o.amount, o.reference_price, o.status,
            o.payout, count(b.id) as bills, coalesce(sum(b.amount), 0) as paid
          from orders o left join bills b on b.ref_type = 'order' and b.ref_id = o.id and b.amount > 0
          where o.issue_no = ${tag} group by o.id order by o.id`),
      );
      const expected = new Map<number, number>();
      // the close the period settled at (a period closing later than this was made has another)
      const [settled] = rowsOf<{ close_price: string | null }>(
        await db.execute(sql`select close_price from periods where issue_no = ${tag}`),
      );
      const closeUnits = Math.round(Number(settled!.close_price) / unit);
      for (const o of orders) {
        const result = resultOf(Math.round(Number(o.reference_price) / unit), closeUnits);
        const status = result === 'flat' ? 'refunded' : result === o.direction ? 'won' : 'lost';
        const amount = Number(o.amount);
        const payout = status === 'won' ? payoutCents(amount, room!.payout_rate) : status === 'refunded' ? amount : 0;
        if (o.status !== status || Number(o.payout) !== payout) {
          problems.push(`order ${o.id}: ${o.status} ${o.payout}, expected ${status} ${payout}`);
        }
        if (Number(o.bills) !== (payout > 0 ? 1 : 0) || Number(o.paid) !== payout) {
          problems.push(`order ${o.id}: ${o.bills} payout bills of ${o.paid}, expected ${payout}`);
        }
        const member = Number(o.member_id);
        expected.set(member, (expected.get(member) ?? START_CENTS) - amount + payout);
      }
      const balances = rowsOf<{ id: string; balance: string }>(
        await db.execute(sql`select id, balance from members where nickname = ${tag}`),
      );
      for (const m of balances) {
        const want = expected.get(Number(m.id));
        if (Number(m.balance) !== want) problems.push(`member ${m.id}: balance ${m.balance}, expected ${want}`);
      }
      const wrongRunning = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from (
            select b.balance_after, sum(b.amount) over (partition by b.member_id order by b.id) as running
            from bills b join members m on m.id = b.member_id where m.nickname = ${tag}) x
          where balance_after <> running`),
      );
      if (wrongRunning[0]!.n > 0) problems.push(`${wrongRunning[0]!.n} bills with a wrong balance_after`);
      return problems;
    },
  };
}
