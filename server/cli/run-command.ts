import type { Db } from '../db/client';
import { UsageError } from './args';
import { COMMANDS } from './commands';

/** Help fits a terminal of this many columns. */
export const HELP_COLUMNS = 80;

/**
 * `text` in lines of at most HELP_COLUMNS, the first after `indent` and the rest after `more`; a word longer than
 * a line breaks after a "|".
 */
export function wrap(text: string, indent: string, more = indent): string[] {
  const room = HELP_COLUMNS - more.length;
  const words = text.split(' ').flatMap((word) => (word.length <= room ? [word] : word.split(/(?<=\|)/)));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : last.endsWith('|') ? last + word : `${last} ${word}`;
    const fits = joined.length <= HELP_COLUMNS - (lines.length === 1 ? indent : more).length;
    if (last !== undefined && fits) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines.map((line, index) => (index === 0 ? indent : more) + line);
}

/** Each command on its line, its help under it: every line within 80 columns. */
export function usage(): string {
  const lines = Object.entries(COMMANDS).flatMap(([name, c]) => [
    ...wrap(`${name} ${c.args}`.trim(), '  ', '      '),
    ...wrap(c.help, '      '),
  ]);
  return [
    'usage: npm run admin -- <command> [args]',
    '',
    'commands:',
    ...lines,
    '',
    ...wrap(
      'The database is DATABASE_URL when set, else the PGlite directory DATA_DIR (default ./data). With PGlite ' +
        'and a running server, the command runs inside that server (through its control socket).',
      '',
    ),
  ].join('\n');
}

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

/** For `help` (or nothing): the usage and the exit code, with no database opened. */
export function helpExit(argv: string[], io: Output): number | undefined {
  const [name] = argv;
  if (name && name !== 'help' && name !== '--help' && name !== '-h') return undefined;
  io.out(usage());
  return name ? 0 : 1;
}

/** Runs one command line against the database (each change writes its audit row); the process's exit code. */
export async function runCommand(db: Db, argv: string[], io: Output): Promise<number> {
  const help = helpExit(argv, io);
  if (help !== undefined) return help;
  const [name = '', ...args] = argv;
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    io.err(`unknown command: ${name}\n\n${usage()}`);
    return 1;
  }
  try {
    await command.run(db, args, io.out);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  return 0;
}
