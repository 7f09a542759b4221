import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORDER_CUTOFF_SECONDS } from '../../contract/trade';
import { orders, rooms, ticks } from '../db/schema';
import { rule } from '../errors';
import { orderItem, placeOrder, tradeCount } from '../services/trading/orders';
import { roomWithMarket, resultOf, slotAt, slotBefore, toSecond } from '../services/trading/periods';
import { formatUnits, lastTick, tickAt } from '../services/trading/quotes';
import { myRecords } from './member-records';
import { memberCall, moneyCall } from './define-call';
import { roomItem } from './market';
import { pageOf, type PageQuery } from './page-of';
import type { Language } from '../../contract/messages';
import { pick } from '../services/content/localized';
import { withRef } from '../services/money/record-ref';
import { fullSides } from '../services/trading/house-risk';

const isoSecond = (s: number) => new Date(s * 1000).toISOString();

export default async function tradeRoutes(app: FastifyInstance) {
  const db = app.db;

  memberCall(app, 'room', async ({ body, lang, now }) => {
    const { room, market } = await roomWithMarket(db, body.id);
    const second = toSecond(now);
    const slot = slotAt(room.periodSeconds, second);
    const [trades, atOpen, last, full] = await Promise.all([
      tradeCount(db, room.id, slot.issueNo),
      tickAt(db, market.symbol, slot.openAt),
      lastTick(db, market.symbol),
      fullSides(db, room, slot.issueNo),
    ]);
    // the price at the open: the last tick at or before it (the market's first tick if it began later)
    const open = atOpen ?? last;
    if (!open) throw rule('noQuote');
    return {
      room: roomItem(room, lang),
      period: {
        issueNo: slot.issueNo,
        openAt: isoSecond(slot.openAt),
        closeAt: isoSecond(slot.closeAt),
        openPrice: formatUnits(open.price, market.decimals),
        status: second < slot.closeAt - ORDER_CUTOFF_SECONDS ? ('open' as const) : ('closed' as const),
      },
      tradeCount: trades,
      fullSides: full,
      lastPrice: formatUnits((last ?? open).price, market.decimals),
      serverTime: now.toISOString(),
    };
  });

  memberCall(app, 'roomIssues', async ({ body }) => {
    const { room, market } = await roomWithMarket(db, body.roomId);
    const page = body.page ?? 1;
    const pageSize = body.pageSize ?? 20;
    // the periods since the room opened whose prices are stored (ticks are kept a day), newest first,
    // up to the last one whose close is known (its market has a tick at or after the close)
    const [last, first] = await Promise.all([
      lastTick(db, market.symbol),
      db.select({ at: ticks.at }).from(ticks).where(eq(ticks.symbol, market.symbol)).orderBy(asc(ticks.at)).limit(1),
    ]);
    if (!last || !first[0]) return { data: [], total: 0, page, pageSize };
    const since = Math.max(toSecond(room.createdAt), toSecond(first[0].at));
    const start = slotAt(room.periodSeconds, since + room.periodSeconds - 1).openAt;
    const end = slotAt(room.periodSeconds, last.at).openAt;
    const total = Math.max(0, Math.floor((end - start) / room.periodSeconds));
    const slots = [];
    for (let i = (page - 1) * pageSize; i < Math.min(total, page * pageSize); i++) {
      slots.push(slotBefore(room.periodSeconds, last.at, i + 1));
    }
    const data = await Promise.all(
      slots.map(async (slot) => {
        const [open, close] = await Promise.all([
          tickAt(db, market.symbol, slot.openAt),
          tickAt(db, market.symbol, slot.closeAt),
        ]);
        const openUnits = open?.price ?? 0;
        const closeUnits = close?.price ?? openUnits;
        return {
          issueNo: slot.issueNo,
          openAt: isoSecond(slot.openAt),
          closeAt: isoSecond(slot.closeAt),
          openPrice: formatUnits(openUnits, market.decimals),
          closePrice: formatUnits(closeUnits, market.decimals),
          result: resultOf(openUnits, closeUnits),
        };
      }),
    );
    return { data, total, page, pageSize };
  });

  moneyCall(app, 'order', async ({ memberId, body, now, lang }, tx) =>
    withRef(app, 'order', memberId, await placeOrder(tx, memberId, body, now, lang)),
  );

  memberCall(app, 'orders', ({ memberId, body, lang }) =>
    orderPage(app, body, myRecords(app, 'order', orders, { memberId, body, lang }, [orders.status, body.status]), lang),
  );
}

/** A page of orders with each room's symbol and name, as the member's orders list shows them (and the console's member page). */
export async function orderPage(app: FastifyInstance, query: PageQuery, where: SQL | undefined, lang: Language) {
  const page = await pageOf(app.db, orders, query, where, (o) => o);
  const roomIds = [...new Set(page.data.map((o) => o.roomId))];
  const found = roomIds.length
    ? await app.db
        .select({ id: rooms.id, symbol: rooms.symbol, name: rooms.name })
        .from(rooms)
        .where(inArray(rooms.id, roomIds))
    : [];
  const byId = new Map(found.map((r) => [r.id, { symbol: r.symbol, name: pick(r.name, lang) }]));
  const item = (o: (typeof page.data)[number]) =>
    withRef(app, 'order', o.memberId, orderItem(o, byId.get(o.roomId) ?? { symbol: '', name: '' }));
  return { ...page, data: page.data.map(item) };
}
