import { limitBreach } from '../../contract/amount-limits';
import { and, count, eq } from 'drizzle-orm';
import type { CallBody } from '../../contract/calls';
import { ORDER_CUTOFF_SECONDS } from '../../contract/trade';
import type { Db, Tx } from '../db/client';
import { orders, periods } from '../db/schema';
import { rule } from '../errors';
import { formatCents } from '../../contract/money';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/messages';
import { notify } from './bus';
import { checkHouseRisk } from './house-risk';
import { moveMoney } from './ledger';
import { pick } from './localized';
import { roomWithMarket, slotAt, toSecond } from './periods';
import { formatUnits, lastTick } from './quotes';

/**
 * An order on the room's open period: refused (422) for any other period and in the last
 * ORDER_CUTOFF_SECONDS. It records its reference price, the market's last tick as it is accepted (what
 * every member sees then), and settles on the period's close against it: the close is made at least
 * ORDER_CUTOFF_SECONDS later, by a random step nobody knows yet. The period row is held FOR SHARE so
 * settlement (FOR UPDATE) waits for it.
 */
export async function placeOrder(
  tx: Tx,
  memberId: number,
  body: CallBody<'order'>,
  now: Date,
  lang: Language = DEFAULT_LANGUAGE,
) {
  const { room, market } = await roomWithMarket(tx, body.roomId);
  const second = toSecond(now);
  const slot = slotAt(room.periodSeconds, second);
  const cutoff = slot.closeAt - ORDER_CUTOFF_SECONDS;
  if (body.issueNo !== slot.issueNo || second >= cutoff) throw rule('periodClosed');
  if (limitBreach(body.amount, room.minStake, room.maxStake)) throw rule('stakeRange');
  const reference = await lastTick(tx, market.symbol);
  if (!reference) throw rule('noQuote');
  // a writer whose clock runs ahead of ours may already have passed the cut-off: the close must come later
  if (reference.at >= cutoff) throw rule('periodClosed');
  const periodKey = and(eq(periods.roomId, room.id), eq(periods.issueNo, slot.issueNo));
  const lockPeriod = () => tx.select().from(periods).where(periodKey).for('share');
  let [period] = await lockPeriod();
  if (!period) {
    // the period's first order creates its row (a parallel first order may win the insert)
    await tx
      .insert(periods)
      .values({
        roomId: room.id,
        issueNo: slot.issueNo,
        openAt: new Date(slot.openAt * 1000),
        closeAt: new Date(slot.closeAt * 1000),
      })
      .onConflictDoNothing();
    [period] = await lockPeriod();
  }
  if (!period || period.settledAt) throw rule('periodClosed');
  await checkHouseRisk(tx, room, period.id, memberId, body, lang);
  const [order] = await tx
    .insert(orders)
    .values({
      memberId,
      roomId: room.id,
      periodId: period.id,
      issueNo: slot.issueNo,
      direction: body.direction,
      amount: body.amount,
      status: 'open',
      referencePrice: formatUnits(reference.price, market.decimals),
      createdAt: now,
    })
    .returning();
  await moveMoney(tx, memberId, { balance: -body.amount, kind: 'order', refType: 'order', refId: order!.id }, now);
  // the room's screens show the period's trade count: the instances whose streams follow the room count it
  // once this commits, a few times a second at most (stream-hub), instead of every order counting them all
  await notify(tx, ROOM_TRADED, { roomId: room.id, issueNo: slot.issueNo });
  return orderItem(order!, { symbol: room.symbol, name: pick(room.name, lang) });
}

/** Published with an order's commit: `{ roomId, issueNo }`, whose trade count changed. */
export const ROOM_TRADED = 'room.traded';

const periodOrders = (roomId: number, issueNo: string) =>
  and(eq(orders.roomId, roomId), eq(orders.issueNo, issueNo));

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
