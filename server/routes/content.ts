import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NewsCategory } from '../../contract/content';
import type { Language } from '../../contract/messages';
import { ads, carousels, news, notices } from '../db/schema';
import { notFound } from '../errors';
import { readConfig } from '../services/config';
import { pick } from '../services/localized';
import { plainText } from '../services/sanitize';
import { openCall } from './define-call';
import { pageOf } from './page-of';

export default async function contentRoutes(app: FastifyInstance) {
  openCall(app, 'configs', ({ lang }) => readConfig(app.db, lang));
  openCall(app, 'carousels', ({ body, lang }) =>
    pageOf(app.db, carousels, body, undefined, (r) => ({ id: r.id, image: pick(r.image, lang) })),
  );
  openCall(app, 'notice', ({ body, lang }) =>
    pageOf(app.db, notices, body, undefined, (r) => ({ id: r.id, content: pick(r.content, lang) })),
  );
  openCall(app, 'advertisingBoard', ({ body, lang }) =>
    pageOf(app.db, ads, body, undefined, (r) => ({ id: r.id, content: pick(r.content, lang) })),
  );
  openCall(app, 'news', ({ body, lang }) =>
    pageOf(app.db, news, body, body.category ? eq(news.category, body.category) : undefined, (r) => {
      const item = newsFields(r, lang);
      return { ...item, content: plainText(item.content) };
    }),
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
