import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { payoutCents } from '../../contract/trade';
import type { Db, Tx } from '../db/client';
import { markets, orders, periods, rooms } from '../db/schema';
import { notFound } from '../errors';
import { moveMoney } from './ledger';
import { priceUnits, formatUnits, type Feed, type MarketSpec } from './quotes';

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

export function resultOf(openUnits: number, closeUnits: number): 'up' | 'down' | 'flat' {
  return closeUnits > openUnits ? 'up' : closeUnits < openUnits ? 'down' : 'flat';
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

/**
 * Settles every unsettled period whose close time has passed, each in one transaction that claims the
 * period row with FOR UPDATE SKIP LOCKED (another instance settling it is skipped, never doubled):
 * won → stake × (1 + payoutRate); flat → stake back; lost → nothing.
 */
export async function settleDue(db: Db, feed: Feed, now: Date): Promise<number> {
  let settled = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [period] = await tx
        .select()
        .from(periods)
        .where(and(isNull(periods.settledAt), lte(periods.closeAt, now)))
        .orderBy(asc(periods.closeAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!period) return false;
      await settlePeriod(tx, feed, period, now);
      return true;
    });
    if (!done) return settled;
    settled++;
  }
}

async function settlePeriod(tx: Tx, feed: Feed, period: typeof periods.$inferSelect, now: Date) {
  const { room, market } = await roomWithMarket(tx, period.roomId);
  const openUnits = priceUnits(feed, market, toSecond(period.openAt));
  const closeUnits = priceUnits(feed, market, toSecond(period.closeAt));
  const closePrice = formatUnits(closeUnits, market.decimals);
  const result = resultOf(openUnits, closeUnits);
  const open = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.periodId, period.id), eq(orders.status, 'open')))
    .orderBy(asc(orders.id));
  for (const order of open) {
    const status = result === 'flat' ? 'refunded' : result === order.direction ? 'won' : 'lost';
    const payout =
      status === 'won' ? payoutCents(order.amount, room.payoutRate) : status === 'refunded' ? order.amount : 0;
    if (payout > 0) {
      const kind = status === 'won' ? 'payout' : 'order_refund';
      await moveMoney(tx, order.memberId, { balance: payout, kind, refType: 'order', refId: order.id }, now);
    }
    await tx.update(orders).set({ status, payout, closePrice, settledAt: now }).where(eq(orders.id, order.id));
  }
  await tx.update(periods).set({ closePrice, settledAt: now }).where(eq(periods.id, period.id));
}
