import { sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Language } from '../../../contract/messages';
import type { Db, Tx } from '../../db/client';
import {
  carousels,
  depositChannels,
  ads,
  markets,
  news,
  notices,
  rooms,
  termPositions,
  termProducts,
} from '../../db/schema';
import { simplifier } from './simplified';

/** A text the server writes for members, one per language; zh-Hant is always there and is the fallback. */
export type Localized = { 'zh-Hant': string } & Partial<Record<Language, string>>;

/** The text in `lang`, or zh-Hant when that language has none. */
export function pick(texts: Localized, lang: Language): string {
  return texts[lang] || texts['zh-Hant'];
}


/** The texts as stored: zh-Hans that the operator did not write is converted from zh-Hant, at write time. */
export async function localized(texts: Localized): Promise<Localized> {
  const given = Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== undefined && text !== ''));
  if (given['zh-Hans']) return given as Localized;
  return { ...given, 'zh-Hant': texts['zh-Hant'], 'zh-Hans': (await simplifier())(texts['zh-Hant']) };
}

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
