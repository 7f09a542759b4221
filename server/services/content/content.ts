import { desc, eq } from 'drizzle-orm';
import type { ContentKind, ContentSave, LocalizedInput } from '../../../contract/admin';
import { LANGUAGES, type Language } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { ads, carousels, news, notices } from '../../db/schema';
import { audit, type Actor } from '../operators/audit';
import { recordEvent } from '../platform/events';
import { localized, pick, type Localized } from './localized';
import { sanitizeHtml } from './sanitize';

/**
 * What members read, written by the console and the operator command alike: every language at once (zh-Hans
 * converted when not given), HTML through the allow-list, an audit row in the same transaction, and a
 * `content` event that tells every open app to read that kind again.
 */
const TABLES = { carousel: carousels, notice: notices, news, ad: ads } as const;
// the four tables share id and position; drizzle needs one of them to type a query over "any of them"
const tableOf = (kind: ContentKind) => TABLES[kind] as typeof notices;

/** Each language as written, zh-Hans converted when left empty; HTML through the members' allow-list. */
export async function storedTexts(input: LocalizedInput, html = false): Promise<Localized> {
  const clean = async (text: string | undefined) => (text && html ? sanitizeHtml(text) : text);
  return localized({
    'zh-Hant': (await clean(input['zh-Hant']))!,
    'zh-Hans': await clean(input['zh-Hans']),
    en: await clean(input.en),
  });
}

/** The HTML each language will read once stored (the console's preview). */
export async function previewHtml(input: LocalizedInput): Promise<Record<Language, string>> {
  const stored = await storedTexts(input, true);
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, pick(stored, lang)])) as Record<Language, string>;
}

async function columns(body: ContentSave) {
  const position = body.position ?? 0;
  switch (body.kind) {
    case 'carousel':
      return { position, image: await storedTexts(body.image) };
    case 'notice':
      return { position, content: await storedTexts(body.content) };
    case 'ad':
      return { position, content: await storedTexts(body.content, true) };
    case 'news':
      return {
        position,
        category: body.category,
        title: await storedTexts(body.title),
        content: await storedTexts(body.content, true),
        cover: body.cover || null,
      };
  }
}

/** Every item of a kind in the members' order: higher positions first, then the newest. */
export function listContent(db: Db, kind: ContentKind) {
  const table = tableOf(kind);
  return db.select().from(table).orderBy(desc(table.position), desc(table.id));
}

/** Creates the item, or replaces the one `body.id` names; undefined when there is no such item. */
export async function saveContent(db: Db, body: ContentSave, actor: Actor, now: Date) {
  const table = tableOf(body.kind);
  const values = (await columns(body)) as typeof notices.$inferInsert;
  return db.transaction(async (tx) => {
    if (body.id === undefined) {
      const [row] = await tx.insert(table).values(values).returning();
      await audit(tx, actor, { action: `${body.kind}.create`, target: `${body.kind} #${row!.id}`, after: row }, now);
      await recordEvent(tx, null, 'content', { kind: body.kind });
      return row;
    }
    const [before] = await tx.select().from(table).where(eq(table.id, body.id)).for('update');
    if (!before) return undefined;
    const [row] = await tx.update(table).set(values).where(eq(table.id, body.id)).returning();
    const entry = { action: `${body.kind}.update`, target: `${body.kind} #${body.id}`, before, after: row };
    await audit(tx, actor, entry, now);
    await recordEvent(tx, null, 'content', { kind: body.kind });
    return row;
  });
}

/** Removes the item; false when there was none. */
export async function removeContent(db: Db, kind: ContentKind, id: number, actor: Actor, now: Date) {
  const table = tableOf(kind);
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!before) return false;
    await audit(tx, actor, { action: `${kind}.remove`, target: `${kind} #${id}`, before }, now);
    await recordEvent(tx, null, 'content', { kind });
    return true;
  });
}
