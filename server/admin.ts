import { openDatabase } from './db/client';
import { holdDataDir } from './data-dir-lock';
import { COMMANDS, UsageError } from './admin/commands';
import { loadSettings } from './settings';

/**
 * The operator command: `npm run admin -- <command> [args]`. It opens the same database as the server
 * (DATABASE_URL, else DATA_DIR). PostgreSQL serves the command and running servers side by side; PGlite
 * allows one process per directory, so with PGlite the server must be stopped first (checked).
 */
function usage(): string {
  const width = Math.max(...Object.entries(COMMANDS).map(([name, c]) => name.length + c.args.length + 1));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${`${name} ${c.args}`.padEnd(width)}  ${c.help}`);
  return [
    'usage: npm run admin -- <command> [args]',
    '',
    'commands:',
    ...lines,
    '',
    'The database is DATABASE_URL when set, else the PGlite directory DATA_DIR (default ./data).',
    'With PGlite, stop the server first: one process at a time may open its directory.',
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(usage());
    return name ? 0 : 1;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`unknown command: ${name}\n\n${usage()}`);
    return 1;
  }
  const settings = loadSettings();
  let release = async () => {};
  if (!settings.databaseUrl) {
    try {
      release = await holdDataDir(settings.dataDir);
    } catch (error) {
      console.error(`${(error as Error).message}. Stop the server, run the command, then start it again.`);
      return 1;
    }
  }
  const database = await openDatabase(settings).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  try {
    await command.run(database.db, args, (line) => console.log(line));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
    await release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
