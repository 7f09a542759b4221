import { desc, eq } from 'drizzle-orm';
import { NEWS_CATEGORIES } from '../../contract/content';
import { ads, carousels, news, notices } from '../db/schema';
import { id, languagesHelp, localizedArg, need, sanitized, splitArgs, UsageError, type Command } from './args';

const remove = (table: typeof carousels | typeof notices | typeof news | typeof ads, what: string): Command => ({
  args: '<id>',
  help: `remove a ${what}`,
  async run(db, [raw], out) {
    const rows = await db
      .delete(table)
      .where(eq(table.id, id(raw)))
      .returning({ id: table.id });
    if (!rows.length) throw new UsageError(`no ${what} with id ${raw}`);
    out(`${what} ${raw} removed`);
  },
});

/** What members read: carousels, notices, news and the advertising board, in each language. */
export const CONTENT_COMMANDS: Record<string, Command> = {
  'carousel:add': {
    args: '<image>',
    help: `publish a carousel image (a path relative to img_url, or an absolute URL)${languagesHelp('image')}`,
    async run(db, args, out) {
      const { positional, texts } = splitArgs(args);
      const [image] = need(positional, 1, 'carousel:add <image>');
      const [row] = await db
        .insert(carousels)
        .values({ image: await localizedArg('image', image!, texts) })
        .returning();
      out(`carousel ${row!.id} published`);
    },
  },
  'carousel:remove': remove(carousels, 'carousel'),
  'notice:add': {
    args: '<text>',
    help: `publish a notice (plain text)${languagesHelp('text')}`,
    async run(db, args, out) {
      const { positional, texts } = splitArgs(args);
      const [text] = need(positional, 1, 'notice:add <text>');
      const trimmed = async (value: string) => value.trim();
      const [row] = await db
        .insert(notices)
        .values({ content: await localizedArg('text', text!, texts, trimmed) })
        .returning();
      out(`notice ${row!.id} published`);
    },
  },
  'notice:remove': remove(notices, 'notice'),
  'news:add': {
    args: '<rewards|insights|guides> <title> <html|@file> [cover]',
    help: `publish a news item (HTML sanitized with an allow-list)${languagesHelp('title, html')}`,
    async run(db, args, out) {
      const { positional, texts } = splitArgs(args);
      const [category, title, html, cover] = need(positional, 3, 'news:add <category> <title> <html|@file> [cover]');
      if (!(NEWS_CATEGORIES as readonly string[]).includes(category!))
        throw new UsageError(`category must be one of ${NEWS_CATEGORIES.join(', ')}`);
      const [row] = await db
        .insert(news)
        .values({
          category: category!,
          title: await localizedArg('title', title!, texts),
          content: await localizedArg('html', html!, texts, sanitized),
          cover: cover ?? null,
        })
        .returning();
      out(`news ${row!.id} published`);
    },
  },
  'news:remove': remove(news, 'news item'),
  'ad:add': {
    args: '<html|@file>',
    help: `publish an advertising-board item (HTML sanitized; the app shows the newest)${languagesHelp('html')}`,
    async run(db, args, out) {
      const { positional, texts } = splitArgs(args);
      const [html] = need(positional, 1, 'ad:add <html|@file>');
      const [row] = await db
        .insert(ads)
        .values({ content: await localizedArg('html', html!, texts, sanitized) })
        .returning();
      out(`ad ${row!.id} published`);
    },
  },
  'ad:remove': remove(ads, 'ad'),
  list: {
    args: '<carousels|notices|news|ads>',
    audit: false,
    help: 'list published content with ids',
    async run(db, [what], out) {
      const tables = { carousels, notices, news, ads } as const;
      const table = tables[what as keyof typeof tables];
      if (!table) throw new UsageError('usage: list <carousels|notices|news|ads>');
      for (const row of await db
        .select()
        .from(table as typeof notices)
        .orderBy(desc(table.id)))
        out(`  #${row.id}  ${JSON.stringify(row)}`);
    },
  },
};
