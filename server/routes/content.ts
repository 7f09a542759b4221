import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NewsCategory } from '../../contract/content';
import type { Language } from '../../contract/messages';
import { ads, carousels, news, notices } from '../db/schema';
import { notFound } from '../errors';
import { readConfig } from '../services/platform/config';
import { pick } from '../services/content/localized';
import { plainText } from '../services/content/sanitize';
import { openCall } from './define-call';
import { pageOf } from './page-of';

/** Members see content in the operators' order: higher positions first, then the newest. */
const operatorsOrder = (t: typeof carousels | typeof notices | typeof news | typeof ads) => [
  desc(t.position),
  desc(t.id),
];

export default async function contentRoutes(app: FastifyInstance) {
  // prices from the simulation are always labelled so, whatever the setting says (it matters for a real feed)
  openCall(app, 'configs', async ({ lang }) => {
    const config = await readConfig(app.db, lang);
    return { ...config, quotes_simulated: config.quotes_simulated || app.quoteWriter.source.simulated };
  });
  openCall(app, 'carousels', ({ body, lang }) =>
    pageOf(
      app.db,
      carousels,
      body,
      undefined,
      (r) => ({ id: r.id, image: pick(r.image, lang) }),
      operatorsOrder(carousels),
    ),
  );
  openCall(app, 'notice', ({ body, lang }) =>
    pageOf(
      app.db,
      notices,
      body,
      undefined,
      (r) => ({ id: r.id, content: pick(r.content, lang) }),
      operatorsOrder(notices),
    ),
  );
  openCall(app, 'advertisingBoard', ({ body, lang }) =>
    pageOf(app.db, ads, body, undefined, (r) => ({ id: r.id, content: pick(r.content, lang) }), operatorsOrder(ads)),
  );
  openCall(app, 'news', ({ body, lang }) =>
    pageOf(
      app.db,
      news,
      body,
      body.category ? eq(news.category, body.category) : undefined,
      (r) => {
        const item = newsFields(r, lang);
        return { ...item, content: plainText(item.content) };
      },
      operatorsOrder(news),
    ),
  );
  openCall(app, 'new', async ({ body, lang }) => {
    const [row] = await app.db.select().from(news).where(eq(news.id, body.id));
    if (!row) throw notFound();
    return newsFields(row, lang);
  });
}

function newsFields(r: typeof news.$inferSelect, lang: Language) {
  return {
    id: r.id,
    category: r.category as NewsCategory,
    title: pick(r.title, lang),
    content: pick(r.content, lang),
    ...(r.cover ? { cover: r.cover } : {}),
    createdAt: r.createdAt.toISOString(),
  };
}
