import { readFile } from 'node:fs/promises';
import { asc, desc, eq } from 'drizzle-orm';
import { DEPOSIT_METHODS, NEWS_CATEGORIES } from '../contract/content';
import { ACCOUNT, passwordField } from '../contract/auth';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../contract/messages';
import { formatCents } from '../contract/money';
import type { Db } from './db/client';
import { ads, carousels, depositChannels, members, news, notices, recharges, withdrawals } from './db/schema';
import { CONFIG_KEYS, readConfig, setConfig, type ConfigKey } from './services/config';
import { createMember } from './services/members';
import { reviewRecharge, reviewWithdrawal, type Decision } from './services/reviews';
import { localized, type Localized } from './services/localized';
import { sanitizeHtml } from './services/sanitize';

export class UsageError extends Error {}

export interface Command {
  args: string;
  help: string;
  run(db: Db, args: string[], out: (line: string) => void): Promise<void>;
}

function need(args: string[], count: number, usage: string): string[] {
  if (args.length < count || args.slice(0, count).some((a) => a === '')) throw new UsageError(`usage: ${usage}`);
  return args;
}

function id(text: string | undefined): number {
  if (!text || !/^[1-9]\d*$/.test(text)) throw new UsageError(`not an id: ${text ?? '(missing)'}`);
  return Number(text);
}

/** "@file.html" reads a file; anything else is the text itself. */
async function textArg(value: string): Promise<string> {
  return value.startsWith('@') ? readFile(value.slice(1), 'utf8') : value;
}

const TRANSLATED = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE);
const TEXT_OPTION = new RegExp(`^--([a-z]+)-(${TRANSLATED.join('|')})=(.*)$`, 's');
const languagesHelp = (fields: string) =>
  ` (${fields} in zh-Hant; --<${fields.replace(/, /g, '|')}>-${TRANSLATED.join('|-')}=<text> for other languages, zh-Hans converted when missing)`;

/** Positional args, and the `--<field>-<lang>=<text>` options that give a field in another language. */
function splitArgs(args: string[]): { positional: string[]; texts: Map<string, string> } {
  const positional: string[] = [];
  const texts = new Map<string, string>();
  for (const arg of args) {
    const option = TEXT_OPTION.exec(arg);
    if (option) texts.set(`${option[1]}-${option[2]}`, option[3]!);
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg.split('=')[0]}`);
    else positional.push(arg);
  }
  return { positional, texts };
}

/** One field in every language given: zh-Hant from the positional arg, the others from options. */
async function localizedArg(
  field: string,
  zhHant: string,
  texts: Map<string, string>,
  read: (value: string) => Promise<string> = async (value) => value,
): Promise<Localized> {
  const given: Localized = { 'zh-Hant': await read(zhHant) };
  for (const lang of TRANSLATED) {
    const text = texts.get(`${field}-${lang}`);
    if (text) given[lang] = await read(text);
  }
  return localized(given);
}

const sanitized = async (value: string) => sanitizeHtml(await textArg(value));

const review = (kind: 'recharge' | 'withdraw', decision: Decision): Command => ({
  args: '<id>',
  help: `${decision} a pending ${kind === 'recharge' ? 'recharge (approve credits the balance)' : 'withdrawal (reject returns amount + fee)'}`,
  async run(db, [raw], out) {
    const target = id(raw);
    const now = new Date();
    const done = await db.transaction((tx) =>
      kind === 'recharge' ? reviewRecharge(tx, target, decision, now) : reviewWithdrawal(tx, target, decision, now),
    );
    if (!done) throw new UsageError(`no pending ${kind} with id ${target}`);
    out(`${kind} ${target}: ${decision === 'approve' ? 'approved' : 'rejected'}`);
  },
});

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

export const COMMANDS: Record<string, Command> = {
  pending: {
    args: '',
    help: 'list pending recharges and withdrawals',
    async run(db, _args, out) {
      const r = await db
        .select({ r: recharges, account: members.account })
        .from(recharges)
        .innerJoin(members, eq(members.id, recharges.memberId))
        .where(eq(recharges.status, 'pending'))
        .orderBy(asc(recharges.id));
      out(`recharges pending: ${r.length}`);
      for (const { r: x, account } of r)
        out(
          `  #${x.id}  ${account}  ${formatCents(x.amount)}  ${x.method}  ref "${x.reference}"  ${x.createdAt.toISOString()}`,
        );
      const w = await db
        .select({ w: withdrawals, account: members.account })
        .from(withdrawals)
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(eq(withdrawals.status, 'pending'))
        .orderBy(asc(withdrawals.id));
      out(`withdrawals pending: ${w.length}`);
      for (const { w: x, account } of w)
        out(
          `  #${x.id}  ${account}  ${formatCents(x.amount)} + fee ${formatCents(x.fee)}  to ${x.targetType} #${x.targetId} ${x.targetLabel}  ${x.createdAt.toISOString()}`,
        );
    },
  },
  'recharge:approve': review('recharge', 'approve'),
  'recharge:reject': review('recharge', 'reject'),
  'withdraw:approve': review('withdraw', 'approve'),
  'withdraw:reject': review('withdraw', 'reject'),
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
  'config:list': {
    args: '',
    help: 'show the configuration the app receives',
    async run(db, _args, out) {
      out(JSON.stringify(await readConfig(db), null, 2));
    },
  },
  'config:set': {
    args: `<${CONFIG_KEYS.join('|')}> <value>`,
    help: 'set a configuration value (validated)',
    async run(db, args, out) {
      const [key, value] = need(args, 2, 'config:set <key> <value>');
      if (!(CONFIG_KEYS as string[]).includes(key!))
        throw new UsageError(`unknown key ${key}; keys: ${CONFIG_KEYS.join(', ')}`);
      await setConfig(db, key as ConfigKey, value!).catch((error: Error) => {
        throw new UsageError(error.message);
      });
      out(`${key} = ${value}`);
    },
  },
  'channel:set': {
    args: `<${DEPOSIT_METHODS.join('|')}> <title> <instructions> <account>`,
    help: `set the deposit channel of a method${languagesHelp('title, instructions, account')}`,
    async run(db, args, out) {
      const { positional, texts } = splitArgs(args);
      const [method, title, instructions, account] = need(
        positional,
        4,
        'channel:set <method> <title> <instructions> <account>',
      );
      if (!(DEPOSIT_METHODS as readonly string[]).includes(method!))
        throw new UsageError(`method must be one of ${DEPOSIT_METHODS.join(', ')}`);
      const values = {
        method: method!,
        title: await localizedArg('title', title!, texts),
        instructions: await localizedArg('instructions', instructions!, texts),
        account: await localizedArg('account', account!, texts),
      };
      await db
        .insert(depositChannels)
        .values(values)
        .onConflictDoUpdate({ target: depositChannels.method, set: values });
      out(`channel ${method} set`);
    },
  },
  'member:create': {
    args: '<account> <password>',
    help: 'create a member (account 4-20 of A-Z a-z 0-9 _, password 8-64 with a letter and a digit)',
    async run(db, args, out) {
      const [account, password] = need(args, 2, 'member:create <account> <password>');
      if (!ACCOUNT.test(account!)) throw new UsageError('account must be 4-20 letters, digits or underscores');
      if (!passwordField.safeParse(password).success)
        throw new UsageError('password must be 8-64 characters with a letter and a digit');
      const [taken] = await db.select({ id: members.id }).from(members).where(eq(members.account, account!));
      if (taken) throw new UsageError(`account ${account} is taken`);
      const member = await createMember(db, account!, password!);
      out(`member ${member.id} created: ${account}`);
    },
  },
};
