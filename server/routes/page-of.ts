import { and, count, desc, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE } from '../../contract/envelope';
import type { Db } from '../db/client';

export interface PageQuery {
  page?: number | undefined;
  pageSize?: number | undefined;
  /** keyset: the rows older than this id (the last one the client has), in place of `page` */
  before?: number | undefined;
}

/**
 * One page of a table, newest first unless `order` says otherwise: { data, total, page, pageSize }. With
 * `before` (only lists newest first by id take it) the page is the rows after that id, found by the
 * `(member_id, id)` index: a row that arrives meanwhile neither repeats a row nor hides one, as an offset would.
 */
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
  const before = query.before;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(before === undefined ? where : and(where, lt(table.id, before)))
      .orderBy(...order)
      .limit(pageSize)
      .offset(before === undefined ? (page - 1) * pageSize : 0),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { data: (rows as T['$inferSelect'][]).map(map), total: totalRow?.n ?? 0, page, pageSize };
}
