import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAGE_SIZE } from '../../contract/envelope';
import type { NewsCategory } from '../../contract/content';
import type { Db } from '../db/client';
import { ads, carousels, news, notices } from '../db/schema';
import { notFound } from '../errors';
import { readConfig } from '../services/config';
import { plainText } from '../services/sanitize';
import { openCall } from './define-call';

export interface PageQuery {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** One page of a table, newest first: { data, total, page, pageSize }. */
export async function pageOf<T extends PgTable & { id: PgColumn }, R>(
  db: Db,
  table: T,
  query: PageQuery,
  where: SQL | undefined,
  map: (row: T['$inferSelect']) => R,
) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(table as PgTable).where(where).orderBy(desc(table.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(table as PgTable).where(where),
  ]);
  return { data: (rows as T['$inferSelect'][]).map(map), total: totalRow?.n ?? 0, page, pageSize };
}

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
    const [row] = await app.db.select().from(news).where(and(eq(news.id, body.id)));
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
