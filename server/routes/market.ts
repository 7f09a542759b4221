import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../contract/messages';
import { formatCents } from '../../contract/money';
import { markets, rooms } from '../db/schema';
import { notFound } from '../errors';
import { pick } from '../services/localized';
import { daySummary, klines } from '../services/candles';
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
  // a market without a tick yet (the writer's first second) is left out
  openCall(app, 'markets', async ({ lang }) => {
    const rows = await app.db.select().from(markets).orderBy(asc(markets.symbol));
    const summaries = await Promise.all(rows.map((m) => daySummary(app.db, m)));
    return rows.flatMap((m, i) => {
      const summary = summaries[i];
      return summary ? [{ symbol: m.symbol, name: pick(m.name, lang), ...summary }] : [];
    });
  });

  openCall(app, 'kline', async ({ body }) => {
    const [market] = await app.db.select().from(markets).where(eq(markets.symbol, body.symbol));
    if (!market) throw notFound();
    return klines(app.db, market, body.interval, body.limit ?? 100);
  });

  openCall(app, 'rooms', async ({ lang }) =>
    (await app.db.select().from(rooms).orderBy(asc(rooms.id))).map((room) => roomItem(room, lang)),
  );
}
