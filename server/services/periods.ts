import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { payoutCents } from '../../contract/trade';
import type { Db, Tx } from '../db/client';
import { markets, members, orders, periods, rooms, ticks } from '../db/schema';
import { notFound } from '../errors';
import { passEvent, recordEvent } from './events';
import { moveMoney } from './ledger';
import { parseUnits, type MarketSpec } from './quote-source';
import { formatUnits, tickAt } from './quotes';

export type RoomRow = typeof rooms.$inferSelect;
export interface RoomWithMarket {
  room: RoomRow;
  market: MarketSpec;
}

/** A period of a room: [openAt, closeAt) in whole seconds; issueNo "YYYYMMDD-NNNN" counts periods of the UTC day. */
export interface PeriodSlot {
  issueNo: string;
  openAt: number;
  closeAt: number;
}

export function slotAt(periodSeconds: number, second: number): PeriodSlot {
  const openAt = Math.floor(second / periodSeconds) * periodSeconds;
  return slotOpeningAt(periodSeconds, openAt);
}

function slotOpeningAt(periodSeconds: number, openAt: number): PeriodSlot {
  const day = Math.floor(openAt / 86400) * 86400;
  const n = (openAt - day) / periodSeconds + 1;
  const date = new Date(day * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return { issueNo: `${date}-${String(n).padStart(4, '0')}`, openAt, closeAt: openAt + periodSeconds };
}

/** The slot `steps` periods before the one at `second` (0 = that one). */
export function slotBefore(periodSeconds: number, second: number, steps: number): PeriodSlot {
  return slotOpeningAt(periodSeconds, slotAt(periodSeconds, second).openAt - steps * periodSeconds);
}

/** How a close compares with a reference: above is up, below is down, the same price is flat. */
export function resultOf(referenceUnits: number, closeUnits: number): 'up' | 'down' | 'flat' {
  return closeUnits > referenceUnits ? 'up' : closeUnits < referenceUnits ? 'down' : 'flat';
}

export async function roomWithMarket(db: Db | Tx, roomId: number): Promise<RoomWithMarket> {
  const [row] = await db
    .select({ room: rooms, market: markets })
    .from(rooms)
    .innerJoin(markets, eq(rooms.symbol, markets.symbol))
    .where(eq(rooms.id, roomId));
  if (!row) throw notFound();
  return row;
}

export const toSecond = (date: Date) => Math.floor(date.getTime() / 1000);

/** A period's close price is known (final) once its market has a tick at or after the close. */
const closeKnown = sql`exists (select 1 from ${ticks} where ${ticks.at} >= ${periods.closeAt}
  and ${ticks.symbol} = (select ${rooms.symbol} from ${rooms} where ${rooms.id} = ${periods.roomId}))`;

/**
 * Settles every unsettled period that has closed and whose close price is known, each in one transaction
 * that claims the period row with FOR UPDATE SKIP LOCKED (another instance settling it is skipped, never
 * doubled). Each order is compared with its own reference price, the market's last tick when it was
 * accepted: won → stake × (1 + payoutRate); the same price (a tie) → stake back; lost → nothing.
 * `settled` is told each period's close once it is settled (for the settlement lag).
 */
export async function settleDue(db: Db, now: Date, settled?: (closeAt: Date) => void): Promise<number> {
  let count = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [period] = await tx
        .select()
        .from(periods)
        .where(and(isNull(periods.settledAt), lte(periods.closeAt, now), closeKnown))
        .orderBy(asc(periods.closeAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!period) return undefined;
      await settlePeriod(tx, period, now);
      return period.closeAt;
    });
    if (!done) return count;
    settled?.(done);
    count++;
  }
}

async function settlePeriod(tx: Tx, period: typeof periods.$inferSelect, now: Date) {
  const { room, market } = await roomWithMarket(tx, period.roomId);
  const close = await tickAt(tx, market.symbol, toSecond(period.closeAt));
  const open = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.periodId, period.id), eq(orders.status, 'open')))
    .orderBy(asc(orders.id));
  // every member of the period locked at once, in ascending id: two settlements never wait on each other in a cycle
  const memberIds = [...new Set(open.map((o) => o.memberId))].sort((a, b) => a - b);
  if (memberIds.length) {
    await tx
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.id, memberIds))
      .orderBy(asc(members.id))
      .for('update');
  }
  // no tick at or before the close (its ticks purged, a day later): every order is refunded
  const closePrice = close ? formatUnits(close.price, market.decimals) : null;
  for (const order of open) {
    const result = close ? resultOf(parseUnits(order.referencePrice, market.decimals), close.price) : 'flat';
    const status = result === 'flat' ? 'refunded' : result === order.direction ? 'won' : 'lost';
    const payout =
      status === 'won' ? payoutCents(order.amount, room.payoutRate) : status === 'refunded' ? order.amount : 0;
    if (payout > 0) {
      const kind = status === 'won' ? 'payout' : 'order_refund';
      await moveMoney(tx, order.memberId, { balance: payout, kind, refType: 'order', refId: order.id }, now);
    }
    await tx.update(orders).set({ status, payout, closePrice, settledAt: now }).where(eq(orders.id, order.id));
    await recordEvent(tx, order.memberId, 'order', { id: order.id, roomId: room.id, status });
  }
  await tx.update(periods).set({ closePrice, settledAt: now }).where(eq(periods.id, period.id));
  await passEvent(tx, 'room', String(room.id), { issueNo: period.issueNo, settled: true });
}
