import { sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { simplifier } from '../services/content/simplified';
import type { Db, Tx } from './client';
import {
  ads,
  carousels,
  depositChannels,
  markets,
  news,
  notices,
  rooms,
  termPositions,
  termProducts,
} from './schema';

/** Every localized column, for filling in what rows written before a language existed lack. */
const LOCALIZED_COLUMNS: Array<[PgTable, Column[]]> = [
  [depositChannels, [depositChannels.title, depositChannels.instructions, depositChannels.account]],
  [carousels, [carousels.image]],
  [notices, [notices.content]],
  [ads, [ads.content]],
  [news, [news.title, news.content]],
  [markets, [markets.name]],
  [rooms, [rooms.name]],
  [termProducts, [termProducts.name]],
  [termPositions, [termPositions.name]],
];

/**
 * Rows migrated from single-language columns hold zh-Hant only: give each its converted zh-Hans once. Runs
 * after the migrations (SQL cannot run OpenCC); a database where every row has zh-Hans costs one query a column.
 */
export async function fillSimplified(db: Db | Tx): Promise<void> {
  for (const [table, columns] of LOCALIZED_COLUMNS) {
    for (const column of columns) {
      const rows = await db
        .selectDistinct({ text: sql<string>`${column} ->> 'zh-Hant'` })
        .from(table)
        .where(sql`not (${column} ? 'zh-Hans')`);
      if (rows.length === 0) continue;
      const convert = await simplifier();
      for (const { text } of rows) {
        await db.execute(
          sql`update ${table} set ${sql.identifier(column.name)} = ${column} || jsonb_build_object('zh-Hans', ${convert(text)}::text)
              where ${column} ->> 'zh-Hant' = ${text} and not (${column} ? 'zh-Hans')`,
        );
      }
    }
  }
}
