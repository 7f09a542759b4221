import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  contentItemBody,
  contentListBody,
  contentSaveBody,
  previewBody,
  type ContentKind,
  type ContentSave,
  type LocalizedInput,
} from '../../../contract/admin';
import { LANGUAGES } from '../../../contract/messages';
import { ads, carousels, news, notices } from '../../db/schema';
import { notFound } from '../../errors';
import { audit } from '../../services/audit';
import { localized, pick, type Localized } from '../../services/localized';
import { sanitizeHtml } from '../../services/sanitize';
import { operatorCall } from './operator-call';

const TABLES = { carousel: carousels, notice: notices, news, ad: ads } as const;
type ContentTable = (typeof TABLES)[ContentKind];

/** Each language as written, zh-Hans converted when left empty; HTML through the members' allow-list. */
async function texts(input: LocalizedInput, html = false): Promise<Localized> {
  const clean = async (text: string | undefined) => (text && html ? sanitizeHtml(text) : text);
  return localized({
    'zh-Hant': (await clean(input['zh-Hant']))!,
    'zh-Hans': await clean(input['zh-Hans']),
    en: await clean(input.en),
  });
}

/** The row's columns from what the editor sent. */
async function columns(body: ContentSave) {
  const position = body.position ?? 0;
  switch (body.kind) {
    case 'carousel':
      return { position, image: await texts(body.image) };
    case 'notice':
      return { position, content: await texts(body.content) };
    case 'ad':
      return { position, content: await texts(body.content, true) };
    case 'news':
      return {
        position,
        category: body.category,
        title: await texts(body.title),
        content: await texts(body.content, true),
        cover: body.cover || null,
      };
  }
}

export default async function adminContentRoutes(app: FastifyInstance) {
  const db = app.db;
  const table = (kind: ContentKind) => TABLES[kind] as typeof notices;

  // What members see, in their order: higher positions first, then the newest.
  operatorCall(app, 'contentList', 'content', contentListBody, async ({ body }) => {
    const t = table(body.kind);
    const rows = await db.select().from(t).orderBy(desc(t.position), desc(t.id));
    return { kind: body.kind, items: rows };
  });

  operatorCall(app, 'contentSave', 'content', contentSaveBody, async ({ body, actor, now }) => {
    const t = TABLES[body.kind] as ContentTable;
    const values = await columns(body);
    return db.transaction(async (tx) => {
      if (body.id === undefined) {
        const [row] = await tx
          .insert(t as typeof notices)
          .values(values as typeof notices.$inferInsert)
          .returning();
        await audit(tx, actor, { action: `${body.kind}.create`, target: `${body.kind} #${row!.id}`, after: row }, now);
        return row;
      }
      const [before] = await tx
        .select()
        .from(t as typeof notices)
        .where(eq((t as typeof notices).id, body.id))
        .for('update');
      if (!before) throw notFound();
      const [row] = await tx
        .update(t as typeof notices)
        .set(values)
        .where(eq((t as typeof notices).id, body.id))
        .returning();
      await audit(
        tx,
        actor,
        { action: `${body.kind}.update`, target: `${body.kind} #${body.id}`, before, after: row },
        now,
      );
      return row;
    });
  });

  operatorCall(app, 'contentRemove', 'content', contentItemBody, async ({ body, actor, now }) => {
    const t = table(body.kind);
    return db.transaction(async (tx) => {
      const [before] = await tx.delete(t).where(eq(t.id, body.id)).returning();
      if (!before) throw notFound();
      await audit(tx, actor, { action: `${body.kind}.remove`, target: `${body.kind} #${body.id}`, before }, now);
      return {};
    });
  });

  // The exact HTML members will receive in each language: what saving would store, as each language reads it.
  operatorCall(app, 'preview', 'content', previewBody, async ({ body }) => {
    const stored = await texts(body.html, true);
    return { html: Object.fromEntries(LANGUAGES.map((lang) => [lang, pick(stored, lang)])) };
  });
}
