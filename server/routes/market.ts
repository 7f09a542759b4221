import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../contract/messages';
import { formatCents } from '../../contract/money';
import { markets, rooms } from '../db/schema';
import { notFound } from '../errors';
import { pick } from '../services/content/localized';
import { klines, marketSummaries } from '../services/trading/candles';
import { openCall } from './define-call';

export const roomItem = (r: typeof rooms.$inferSelect, lang: Language) => ({
  id: r.id,
  symbol: r.symbol,
  name: pick(r.name, lang),
  periodSeconds: r.periodSeconds,
  payoutRate: r.payoutRate,
  minStake: formatCents(r.minStake),
  maxStake: formatCents(r.maxStake),
});

export default async function marketRoutes(app: FastifyInstance) {
  openCall(app, 'markets', async ({ lang, now }) =>
    (await marketSummaries(app.db, now)).map(({ market, ...summary }) => ({
      symbol: market.symbol,
      name: pick(market.name, lang),
      ...summary,
    })),
  );

  openCall(app, 'kline', async ({ body }) => {
    const [market] = await app.db.select().from(markets).where(eq(markets.symbol, body.symbol));
    if (!market) throw notFound();
    return klines(app.db, market, body.interval, body.limit ?? 100);
  });

  openCall(app, 'rooms', async ({ lang }) =>
    (await app.db.select().from(rooms).orderBy(asc(rooms.id))).map((room) => roomItem(room, lang)),
  );
}
