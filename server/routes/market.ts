import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../contract/messages';
import { formatCents } from '../../contract/money';
import { markets, rooms } from '../db/schema';
import { notFound } from '../errors';
import { pick } from '../services/localized';
import { candles, daySummary } from '../services/candles';
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
  const second = () => Math.floor(app.settings.now() / 1000);

  openCall(app, 'markets', async ({ lang }) => {
    const now = second();
    const rows = await app.db.select().from(markets).orderBy(asc(markets.symbol));
    return rows.map((m) => ({
      symbol: m.symbol,
      name: pick(m.name, lang),
      ...daySummary(app.feed, m, now),
      time: new Date(now * 1000).toISOString(),
    }));
  });

  openCall(app, 'kline', async ({ body }) => {
    const [market] = await app.db.select().from(markets).where(eq(markets.symbol, body.symbol));
    if (!market) throw notFound();
    return candles(app.feed, market, body.interval, body.limit ?? 100, second());
  });

  openCall(app, 'rooms', async ({ lang }) =>
    (await app.db.select().from(rooms).orderBy(asc(rooms.id))).map((room) => roomItem(room, lang)),
  );
}
