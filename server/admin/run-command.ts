import type { Db } from '../db/client';
import { UsageError } from './args';
import { COMMANDS } from './commands';

export function usage(): string {
  const width = Math.max(...Object.entries(COMMANDS).map(([name, c]) => name.length + c.args.length + 1));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${`${name} ${c.args}`.padEnd(width)}  ${c.help}`);
  return [
    'usage: npm run admin -- <command> [args]',
    '',
    'commands:',
    ...lines,
    '',
    'The database is DATABASE_URL when set, else the PGlite directory DATA_DIR (default ./data). With PGlite and',
    'a running server, the command runs inside that server (through its control socket).',
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
