import { count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE } from '../../contract/envelope';
import type { Db } from '../db/client';

export interface PageQuery {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** One page of a table, newest first unless `order` says otherwise: { data, total, page, pageSize }. */
export async function pageOf<T extends PgTable & { id: PgColumn }, R>(
  db: Db,
  table: T,
  query: PageQuery,
  where: SQL | undefined,
  map: (row: T['$inferSelect']) => R,
  order: SQL[] = [desc(table.id)],
) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { data: (rows as T['$inferSelect'][]).map(map), total: totalRow?.n ?? 0, page, pageSize };
}
