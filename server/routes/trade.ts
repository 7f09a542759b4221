import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORDER_CUTOFF_SECONDS } from '../../contract/trade';
import { orders, rooms } from '../db/schema';
import { orderItem, placeOrder } from '../services/orders';
import { roomWithMarket, resultOf, slotAt, slotBefore, toSecond } from '../services/periods';
import { formatUnits, priceUnits } from '../services/quotes';
import { mine } from './account';
import { memberCall, moneyCall } from './define-call';
import { roomItem } from './market';
import { pageOf } from './page-of';

const isoSecond = (s: number) => new Date(s * 1000).toISOString();

export default async function tradeRoutes(app: FastifyInstance) {
  const db = app.db;

  memberCall(app, 'room', async ({ body, lang, now }) => {
    const { room, market } = await roomWithMarket(db, body.id);
    const second = toSecond(now);
    const slot = slotAt(room.periodSeconds, second);
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.roomId, room.id), eq(orders.issueNo, slot.issueNo)));
    return {
      room: roomItem(room, lang),
      period: {
        issueNo: slot.issueNo,
        openAt: isoSecond(slot.openAt),
        closeAt: isoSecond(slot.closeAt),
        openPrice: formatUnits(priceUnits(app.feed, market, slot.openAt), market.decimals),
        status: second < slot.closeAt - ORDER_CUTOFF_SECONDS ? ('open' as const) : ('closed' as const),
      },
      tradeCount: row?.n ?? 0,
      serverTime: now.toISOString(),
    };
  });

  memberCall(app, 'roomIssues', async ({ body, now }) => {
    const { room, market } = await roomWithMarket(db, body.roomId);
    const page = body.page ?? 1;
    const pageSize = body.pageSize ?? 20;
    const second = toSecond(now);
    // closed periods since the room opened, newest first; prices come from the deterministic feed
    const first = slotAt(room.periodSeconds, toSecond(room.createdAt)).openAt;
    const total = Math.max(0, Math.floor((slotAt(room.periodSeconds, second).openAt - first) / room.periodSeconds));
    const data = [];
    for (let i = (page - 1) * pageSize; i < Math.min(total, page * pageSize); i++) {
      const slot = slotBefore(room.periodSeconds, second, i + 1);
      const open = priceUnits(app.feed, market, slot.openAt);
      const close = priceUnits(app.feed, market, slot.closeAt);
      data.push({
        issueNo: slot.issueNo,
        openAt: isoSecond(slot.openAt),
        closeAt: isoSecond(slot.closeAt),
        openPrice: formatUnits(open, market.decimals),
        closePrice: formatUnits(close, market.decimals),
        result: resultOf(open, close),
      });
    }
    return { data, total, page, pageSize };
  });

  moneyCall(app, 'order', ({ memberId, body, now }, tx) => placeOrder(tx, app.feed, memberId, body, now));

  memberCall(app, 'orders', async ({ memberId, body }) => {
    const page = await pageOf(
      db,
      orders,
      body,
      mine(orders.memberId, memberId, [orders.id, body.id], [orders.status, body.status]),
      (o) => o,
    );
    const roomIds = [...new Set(page.data.map((o) => o.roomId))];
    const symbols = new Map(
      roomIds.length
        ? (await db.select({ id: rooms.id, symbol: rooms.symbol }).from(rooms).where(inArray(rooms.id, roomIds))).map(
            (r) => [r.id, r.symbol],
          )
        : [],
    );
    return { ...page, data: page.data.map((o) => orderItem(o, symbols.get(o.roomId) ?? '')) };
  });
}
