import { contentSaveBody, type ContentKind, type ContentSave } from '../../contract/admin';
import { consoleFieldErrors } from '../../contract/admin-messages';
import type { NewsCategory } from '../../contract/content';
import type { Db } from '../db/client';
import { COMMAND_ACTOR } from '../services/operators/audit';
import { listContent, removeContent, saveContent } from '../services/content/content';
import { id, languagesHelp, localizedArg, need, splitArgs, textArg, UsageError, type Command } from './args';

/** Validated as the console's contentSave is (contract/admin.ts), then stored by the same service. */
async function publish(db: Db, input: ContentSave, out: (line: string) => void) {
  const parsed = contentSaveBody.safeParse(input);
  if (!parsed.success) {
    const [field, problem] = Object.entries(consoleFieldErrors(parsed.error.issues, 'en'))[0]!;
    throw new UsageError(`${field}: ${problem}`);
  }
  const row = await saveContent(db, parsed.data, COMMAND_ACTOR, new Date());
  out(`${input.kind} ${row!.id} published`);
}

const remove = (kind: ContentKind): Command => ({
  args: '<id>',
  help: `remove ${{ news: 'a news item', ad: 'an ad', carousel: 'a carousel', notice: 'a notice' }[kind]}`,
  async run(db, [raw], out) {
    const target = id(raw);
    if (!(await removeContent(db, kind, target, COMMAND_ACTOR, new Date()))) {
      throw new UsageError(`no ${kind} with id ${raw}`);
    }
    out(`${kind} ${target} removed`);
  },
});

/** `<kind>:add` with `required` positional args (and the `--<field>-<lang>=` options). */
const add = (
  kind: ContentKind,
  [args, required]: [string, number],
  help: string,
  build: (positional: string[], texts: Map<string, string>) => Promise<ContentSave>,
): Command => ({
  args,
  help,
  async run(db, argv, out) {
    const { positional, texts } = splitArgs(argv);
    await publish(db, await build(need(positional, required, `${kind}:add ${args}`), texts), out);
  },
});

/** What members read: carousels, notices, news and the advertising board, in each language. */
export const CONTENT_COMMANDS: Record<string, Command> = {
  'carousel:add': add(
    'carousel',
    ['<image>', 1],
    `publish a carousel image (a path relative to img_url, or an absolute URL)${languagesHelp('image')}`,
    async ([image], texts) => ({ kind: 'carousel', image: await localizedArg('image', image!, texts) }),
  ),
  'carousel:remove': remove('carousel'),
  'notice:add': add(
    'notice',
    ['<text>', 1],
    `publish a notice (plain text)${languagesHelp('text')}`,
    async ([text], texts) => ({
      kind: 'notice',
      content: await localizedArg('text', text!, texts),
    }),
  ),
  'notice:remove': remove('notice'),
  'news:add': add(
    'news',
    ['<rewards|insights|guides> <title> <html|@file> [cover]', 3],
    `publish a news item (HTML sanitized with an allow-list)${languagesHelp('title, html')}`,
    async ([category, title, html, cover], texts) => ({
      kind: 'news',
      category: category as NewsCategory,
      title: await localizedArg('title', title!, texts),
      content: await localizedArg('html', html!, texts, textArg),
      ...(cover ? { cover } : {}),
    }),
  ),
  'news:remove': remove('news'),
  'ad:add': add(
    'ad',
    ['<html|@file>', 1],
    `publish an advertising-board item (HTML sanitized; the app shows the first)${languagesHelp('html')}`,
    async ([html], texts) => ({ kind: 'ad', content: await localizedArg('html', html!, texts, textArg) }),
  ),
  'ad:remove': remove('ad'),
  list: {
    args: '<carousels|notices|news|ads>',
    help: 'list published content with ids, in the members’ order',
    async run(db, [what], out) {
      const kinds: Record<string, ContentKind> = { carousels: 'carousel', notices: 'notice', news: 'news', ads: 'ad' };
      const kind = what ? kinds[what] : undefined;
      if (!kind) throw new UsageError('usage: list <carousels|notices|news|ads>');
      for (const row of await listContent(db, kind)) out(`  #${row.id}  ${JSON.stringify(row)}`);
    },
  },
};
