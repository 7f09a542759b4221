import { readFile } from 'node:fs/promises';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../contract/messages';
import type { Db } from '../db/client';
import type { LocalizedInput } from '../../contract/admin';

/** What every operator command shares: its shape, and how it reads its arguments. */

export class UsageError extends Error {}

export interface Command {
  args: string;
  help: string;
  /** a command that changes something writes its audit row in the change's transaction (services/operators/audit.ts) */
  run(db: Db, args: string[], out: (line: string) => void): Promise<void>;
}

export function need(args: string[], count: number, usage: string): string[] {
  if (args.length < count || args.slice(0, count).some((a) => a === '')) throw new UsageError(`usage: ${usage}`);
  return args;
}

export function id(text: string | undefined): number {
  if (!text || !/^[1-9]\d*$/.test(text)) throw new UsageError(`not an id: ${text ?? '(missing)'}`);
  return Number(text);
}

/** "@file.html" reads a file; anything else is the text itself. */
export async function textArg(value: string): Promise<string> {
  return value.startsWith('@') ? readFile(value.slice(1), 'utf8') : value;
}

const TRANSLATED = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE);
const TEXT_OPTION = new RegExp(`^--([a-z]+)-(${TRANSLATED.join('|')})=(.*)$`, 's');
export const languagesHelp = (fields: string) =>
  ` (${fields} in zh-Hant; --<${fields.replace(/, /g, '|')}>-${TRANSLATED.join('|-')}=<text> for other languages, zh-Hans converted when missing)`;

/** Positional args, and the `--<field>-<lang>=<text>` options that give a field in another language. */
export function splitArgs(args: string[]): { positional: string[]; texts: Map<string, string> } {
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

/** One field in every language given, as written: zh-Hant from the positional arg, the others from options. */
export async function localizedArg(
  field: string,
  zhHant: string,
  texts: Map<string, string>,
  read: (value: string) => Promise<string> = async (value) => value,
): Promise<LocalizedInput> {
  const given: LocalizedInput = { 'zh-Hant': await read(zhHant) };
  for (const lang of TRANSLATED) {
    const text = texts.get(`${field}-${lang}`);
    if (text) given[lang] = await read(text);
  }
  return given;
}
