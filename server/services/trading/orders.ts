import { limitBreach } from '../../../contract/amount-limits';
import { and, count, eq, sql } from 'drizzle-orm';
import type { CallBody } from '../../../contract/calls';
import { ORDER_CUTOFF_SECONDS } from '../../../contract/trade';
import type { Db, Tx } from '../../db/client';
import { orders, periods } from '../../db/schema';
import { rule } from '../../errors';
import { formatCents } from '../../../contract/money';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/messages';
import { BUS_CHANNEL } from '../platform/bus';
import { checkHouseRisk } from './house-risk';
import { checkLimits } from '../protection/limits';
import { moveMoney } from '../money/ledger';
import { pick } from '../content/localized';
import { roomWithMarket, slotAt, toSecond } from './periods';
import { formatUnits, type StoredTick } from './quotes';
import type { Localized } from '../content/localized';
import { refuseBreak } from '../protection/breaks';
import { guardsOf } from '../protection/guards';

/** What an order is checked against: its room, market, the market's last tick and its period's row (locked). */
interface OrderTarget {
  room: {
    id: number;
    symbol: string;
    name: Localized;
    periodSeconds: number;
    minStake: number;
    maxStake: number;
    // the house's bounds (house-risk.ts)
    payoutRate: string;
    maxMemberStake: number | null;
    maxExposure: number | null;
  };
  decimals: number;
  reference: StoredTick | undefined;
  periodId: number;
  settled: boolean;
}

/**
 * An order on the room's open period: refused (422) for any other period and in the last
 * ORDER_CUTOFF_SECONDS. It records its reference price, the market's last tick as it is accepted (what
 * every member sees then), and settles on the period's close against it: the close is made at least
 * ORDER_CUTOFF_SECONDS later, by a random step nobody knows yet. The period row is held FOR SHARE so
 * settlement (FOR UPDATE) waits for it. Three statements: the target, the order, the money (the scheduler
 * made the period's row; the first order makes it only when the scheduler has not yet).
 */
export async function placeOrder(
  tx: Tx,
  memberId: number,
  body: CallBody<'order'>,
  now: Date,
  lang: Language = DEFAULT_LANGUAGE,
) {
  const guards = await guardsOf(tx, memberId, now);
  refuseBreak(guards.breakInForce, now, lang);
  const target = (await lockedTarget(tx, body)) ?? (await targetAfterOpening(tx, body, now));
  const reference = checkOrder(target, body, now);
  const { room } = target;
  await checkHouseRisk(tx, room, target.periodId, memberId, body, lang);
  await checkLimits(tx, guards, 'order', body.amount, now, lang);
  const [order] = await tx
    .insert(orders)
    .values({
      memberId,
      roomId: room.id,
      periodId: target.periodId,
      issueNo: body.issueNo,
      direction: body.direction,
      amount: body.amount,
      status: 'open',
      referencePrice: formatUnits(reference.price, target.decimals),
      createdAt: now,
    })
    .returning();
  await moveMoney(tx, memberId, { balance: -body.amount, kind: 'order', refType: 'order', refId: order!.id }, now);
  return orderItem(order!, { symbol: room.symbol, name: pick(room.name, lang) });
}

/**
 * Every check of one order, in one place (a check added later goes here): the period is the room's open one
 * and before its cut-off, the stake in the room's range, a quote to refer to. Returns the reference tick.
 */
function checkOrder(target: OrderTarget, body: CallBody<'order'>, now: Date): StoredTick {
  const second = toSecond(now);
  const slot = slotAt(target.room.periodSeconds, second);
  const cutoff = slot.closeAt - ORDER_CUTOFF_SECONDS;
  if (body.issueNo !== slot.issueNo || second >= cutoff || target.settled) throw rule('periodClosed');
  if (limitBreach(body.amount, target.room.minStake, target.room.maxStake)) throw rule('stakeRange');
  const reference = target.reference;
  if (!reference) throw rule('noQuote');
  // a writer whose clock runs ahead of ours may already have passed the cut-off: the close must come later
  if (reference.at >= cutoff) throw rule('periodClosed');
  return reference;
}

/**
 * The order's room, market, last tick and period in one statement, the period's row locked FOR SHARE; the
 * room's screens hear the trade count changed when the order commits (the instances whose streams follow the
 * room count it, a few times a second at most: stream-hub). Undefined: no row for that period yet.
 */
async function lockedTarget(tx: Tx, body: CallBody<'order'>): Promise<OrderTarget | undefined> {
  const traded = JSON.stringify({ topic: ROOM_TRADED, payload: { roomId: body.roomId, issueNo: body.issueNo } });
  const result = await tx.execute(sql`
    select r.id, r.symbol, r.name, r.period_seconds, r.min_stake::float8 as min_stake,
      r.max_stake::float8 as max_stake, r.payout_rate, r.max_member_stake::float8 as max_member_stake,
      r.max_exposure::float8 as max_exposure, m.decimals, t.at as tick_at, t.price::float8 as tick_price,
      p.id::float8 as period_id, p.settled_at is not null as settled, pg_notify(${BUS_CHANNEL}, ${traded})
    from rooms r
    join markets m on m.symbol = r.symbol
    join periods p on p.room_id = r.id and p.issue_no = ${body.issueNo}
    left join lateral (select at, price from ticks where symbol = r.symbol order by at desc limit 1) t on true
    where r.id = ${body.roomId}
    for share of p`);
  const [row] = (result as unknown as { rows: TargetRow[] }).rows;
  if (!row) return undefined;
  const tickAt = row.tick_at === null ? undefined : toSecond(new Date(row.tick_at));
  return {
    room: {
      id: Number(row.id),
      symbol: row.symbol,
      name: row.name,
      periodSeconds: row.period_seconds,
      minStake: row.min_stake,
      maxStake: row.max_stake,
      payoutRate: row.payout_rate,
      maxMemberStake: row.max_member_stake,
      maxExposure: row.max_exposure,
    },
    decimals: row.decimals,
    reference: tickAt === undefined ? undefined : { at: tickAt, price: row.tick_price! },
    periodId: row.period_id,
    settled: row.settled,
  };
}

interface TargetRow {
  id: number | string;
  symbol: string;
  name: Localized;
  period_seconds: number;
  min_stake: number;
  max_stake: number;
  payout_rate: string;
  max_member_stake: number | null;
  max_exposure: number | null;
  decimals: number;
  tick_at: Date | string | null;
  tick_price: number | null;
  period_id: number;
  settled: boolean;
}

/** The open period's row when the scheduler has not made it yet (404 for no such room); another issue: refused. */
async function targetAfterOpening(tx: Tx, body: CallBody<'order'>, now: Date): Promise<OrderTarget> {
  const { room } = await roomWithMarket(tx, body.roomId);
  const slot = slotAt(room.periodSeconds, toSecond(now));
  if (body.issueNo !== slot.issueNo) throw rule('periodClosed');
  await tx
    .insert(periods)
    .values({
      roomId: room.id,
      issueNo: slot.issueNo,
      openAt: new Date(slot.openAt * 1000),
      closeAt: new Date(slot.closeAt * 1000),
    })
    .onConflictDoNothing();
  const target = await lockedTarget(tx, body);
  if (!target) throw rule('periodClosed');
  return target;
}

/** Published with an order's commit: `{ roomId, issueNo }`, whose trade count changed. */
export const ROOM_TRADED = 'room.traded';

const periodOrders = (roomId: number, issueNo: string) => and(eq(orders.roomId, roomId), eq(orders.issueNo, issueNo));

/** A period's trade count: its orders. */
export async function tradeCount(db: Db, roomId: number, issueNo: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(periodOrders(roomId, issueNo));
  return row?.n ?? 0;
}

/** An order as the member reads it, with its room's symbol and name (in the member's language). */
export function orderItem(o: typeof orders.$inferSelect, room: { symbol: string; name: string }) {
  return {
    id: o.id,
    roomId: o.roomId,
    roomName: room.name,
    symbol: room.symbol,
    issueNo: o.issueNo,
    direction: o.direction as 'up' | 'down',
    amount: formatCents(o.amount),
    status: o.status as 'open' | 'won' | 'lost' | 'refunded',
    payout: o.payout === null ? null : formatCents(o.payout),
    referencePrice: o.referencePrice,
    closePrice: o.closePrice,
    createdAt: o.createdAt.toISOString(),
    settledAt: o.settledAt ? o.settledAt.toISOString() : null,
  };
}
