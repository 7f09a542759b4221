import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NewsCategory } from '../../contract/content';
import { ads, carousels, news, notices } from '../db/schema';
import { notFound } from '../errors';
import { readConfig } from '../services/config';
import { plainText } from '../services/sanitize';
import { openCall } from './define-call';
import { pageOf } from './page-of';

export default async function contentRoutes(app: FastifyInstance) {
  openCall(app, 'configs', () => readConfig(app.db));
  openCall(app, 'carousels', ({ body }) =>
    pageOf(app.db, carousels, body, undefined, (r) => ({ id: r.id, image: r.image })),
  );
  openCall(app, 'notice', ({ body }) =>
    pageOf(app.db, notices, body, undefined, (r) => ({ id: r.id, content: r.content })),
  );
  openCall(app, 'advertisingBoard', ({ body }) =>
    pageOf(app.db, ads, body, undefined, (r) => ({ id: r.id, content: r.content })),
  );
  openCall(app, 'news', ({ body }) =>
    pageOf(app.db, news, body, body.category ? eq(news.category, body.category) : undefined, (r) => ({
      ...newsFields(r),
      content: plainText(r.content),
    })),
  );
  openCall(app, 'new', async ({ body }) => {
    const [row] = await app.db.select().from(news).where(eq(news.id, body.id));
    if (!row) throw notFound();
    return newsFields(row);
  });
}

function newsFields(r: typeof news.$inferSelect) {
  return {
    id: r.id,
    category: r.category as NewsCategory,
    title: r.title,
    content: r.content,
    ...(r.cover ? { cover: r.cover } : {}),
    createdAt: r.createdAt.toISOString(),
  };
}
