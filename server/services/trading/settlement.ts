import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { rateToPpm } from '../../../contract/rates';
import type { Db, Tx } from '../../db/client';
import { periods, rooms, ticks } from '../../db/schema';
import { DEFAULT_SETTLEMENT_CHUNK } from '../../settings';
import { BUS_CHANNEL } from '../platform/bus';
import { EVENT_TOPIC, passEvent } from '../platform/events';
import { centsText } from '../money/ledger';
import { roomWithMarket, toSecond } from './periods';
import { formatUnits, tickAt } from './quotes';
import { queueOrderPushes } from '../members/push/queue';

export interface SettleOptions {
  /** orders per transaction */
  chunk?: number;
  /** told each period's close once the period is settled (for the settlement lag) */
  settled?: (closeAt: Date) => void;
}

type Period = typeof periods.$inferSelect;

/** A period's close price is known (final) once its market has a tick at or after the close. */
const closeKnown = sql`exists (select 1 from ${ticks} where ${ticks.at} >= ${periods.closeAt}
  and ${ticks.symbol} = (select ${rooms.symbol} from ${rooms} where ${rooms.id} = ${periods.roomId}))`;

/**
 * Settles every unsettled period that has closed and whose close price is known. Each transaction claims
 * the period row with FOR UPDATE SKIP LOCKED (another instance settling it is skipped, never doubled) and
 * settles up to `chunk` of its open orders with a handful of set statements; the chunk that leaves no open
 * order marks the period settled. A crash loses only the chunk in flight, which rolls back: the next run
 * takes the orders still open, so none is paid twice. Each order is compared with its own reference price,
 * the market's last tick when it was accepted: won → stake × (1 + payoutRate); the same price (a tie) →
 * stake back; lost → nothing. Returns how many periods were settled.
 */
export async function settleDue(db: Db, now: Date, options: SettleOptions = {}): Promise<number> {
  const chunk = options.chunk ?? DEFAULT_SETTLEMENT_CHUNK;
  let count = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const [period] = await tx
        .select()
        .from(periods)
        .where(and(isNull(periods.settledAt), lte(periods.closeAt, now), closeKnown))
        .orderBy(asc(periods.closeAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!period) return undefined;
      const finished = await settleChunk(tx, period, now, chunk);
      return { period, finished };
    });
    if (!step) return count;
    if (step.finished) {
      options.settled?.(step.period.closeAt);
      count++;
    }
  }
}

/** Settles the period's first `chunk` open orders (by id); true when none is left open and the period is settled. */
async function settleChunk(tx: Tx, period: Period, now: Date, chunk: number): Promise<boolean> {
  const { room, market } = await roomWithMarket(tx, period.roomId);
  // no tick at or before the close (its ticks purged, a day later): every order is refunded
  const close = await tickAt(tx, market.symbol, toSecond(period.closeAt));
  const closePrice = close ? formatUnits(close.price, market.decimals) : null;
  const open = sql`select id, member_id from orders where period_id = ${period.id} and status = 'open'
    order by id limit ${chunk}`;
  // the chunk's members locked in ascending id before any balance moves: two settlements never wait on each
  // other in a cycle, and a member's other money moves wait only for this chunk
  await tx.execute(sql`select id from members where id in (select member_id from (${open}) o) order by id for update`);
  const [decided] = rowsOf<{ decided: number }>(
    await tx.execute(decideChunk(open, room, period.issueNo, closePrice, now)),
  );
  if ((decided?.decided ?? 0) >= chunk) return false;
  await tx.update(periods).set({ closePrice, settledAt: now }).where(eq(periods.id, period.id));
  await passEvent(tx, 'room', String(room.id), { issueNo: period.issueNo, settled: true });
  return true;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One statement for the chunk: the orders decided against their reference and the close, the payouts and
 * refunds credited per member from their sum, a bill per credited order whose balance_after is the member's
 * running balance in order id (a window over the member's credits), an `order` event per member (how many of
 * their orders of the period it settled: the app reads their orders again once, however many) and a `balance`
 * event per credited member, all told on the bus when the transaction commits, and the order's Web
 * Push notices for the devices that asked for them (members/push/queue.ts).
 */
function decideChunk(
  open: ReturnType<typeof sql>,
  room: { id: number; payoutRate: string },
  issueNo: string,
  closePrice: string | null,
  now: Date,
) {
  const ppm = rateToPpm(room.payoutRate);
  const close = sql`${closePrice}::numeric`;
  return sql`
    with chunk as (
      select o.id, o.amount,
        case when ${close} is null or o.reference_price::numeric = ${close} then 'refunded'
             when (o.direction = 'up') = (${close} > o.reference_price::numeric) then 'won'
             else 'lost' end as status
      from orders o where o.id in (select id from (${open}) c)
    ),
    decided as (
      update orders o set
        status = c.status,
        -- payoutCents: stake + stake × rate rounded half up to the cent (contract/rates.ts applyRate)
        payout = case c.status when 'won' then c.amount + (c.amount * ${ppm}::int8 * 2 + 1000000) / 2000000
                               when 'refunded' then c.amount else 0 end,
        close_price = ${closePrice},
        settled_at = ${now}
      from chunk c where o.id = c.id
      returning o.id, o.member_id, o.status, o.amount, o.payout
    ),
    credits as (
      select member_id, sum(payout)::int8 as total from decided where payout > 0 group by member_id
    ),
    credited as (
      update members m set balance = m.balance + c.total from credits c where m.id = c.member_id
      returning m.id, m.balance, m.frozen, m.term_balance, c.total
    ),
    billed as (
      insert into bills (member_id, kind, amount, balance_after, ref_type, ref_id, memo, created_at)
      select d.member_id, case d.status when 'won' then 'payout' else 'order_refund' end, d.payout,
        c.balance - c.total + sum(d.payout) over (partition by d.member_id order by d.id),
        'order', d.id, '', ${now}
      from decided d join credited c on c.id = d.member_id
      where d.payout > 0
      order by d.id
    ),
    order_events as (
      insert into events (member_id, topic, data)
      select member_id, 'order', jsonb_build_object('roomId', ${room.id}::int8, 'issueNo', ${issueNo}::text,
        'settled', count(*))
      from decided group by member_id order by member_id
      returning id, member_id, topic, data
    ),
    order_pushes as (${queueOrderPushes('decided')}),
    balance_events as (
      insert into events (member_id, topic, data)
      select id, 'balance', jsonb_build_object('balance', ${centsText('balance')}, 'frozen', ${centsText('frozen')},
        'termBalance', ${centsText('term_balance')})
      from credited order by id
      returning id, member_id, topic, data
    )
    select (select count(*) from decided)::int as decided,
      count(pg_notify(${BUS_CHANNEL}, json_build_object('topic', ${EVENT_TOPIC}::text, 'payload',
        json_build_object('id', e.id, 'memberId', e.member_id, 'topic', e.topic, 'data', e.data))::text))::int
        as notified
    from (select * from order_events union all select * from balance_events) e`;
}
