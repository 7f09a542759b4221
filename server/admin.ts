import { openDatabase } from './db/client';
import { dataDirHolder, holdDataDir } from './data-dir-lock';
import { sendCommand } from './cli/control-socket';
import { restoreCommand } from './cli/restore';
import { UsageError } from './cli/args';
import { helpExit, runCommand } from './cli/run-command';
import { loadSettings } from './settings';

/**
 * The operator command: `npm run admin -- <command> [args]`. It opens the same database as the server
 * (DATABASE_URL, else DATA_DIR). PostgreSQL serves the command and running servers side by side; PGlite
 * allows one process per directory, so while a server holds it the command runs inside that server.
 */
const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };

async function main(argv: string[]): Promise<number> {
  const help = helpExit(argv, io);
  if (help !== undefined) return help;
  const settings = loadSettings();
  // restore replaces the database: it opens none, and refuses a directory a server holds
  if (argv[0] === 'restore')
    return restoreCommand(argv.slice(1), settings, io.out).then(
      () => 0,
      (error: unknown) => {
        if (!(error instanceof UsageError)) throw error;
        io.err(error.message);
        return 1;
      },
    );
  const holder = settings.databaseUrl ? undefined : await dataDirHolder(settings.dataDir);
  if (holder) {
    return sendCommand(settings.dataDir, argv, (message) =>
      'out' in message ? io.out(message.out) : io.err(message.err),
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT' && error.code !== 'ECONNREFUSED') throw error;
      throw new Error(`process ${holder} holds DATA_DIR ${settings.dataDir} but does not accept commands: restart it`);
    });
  }
  const release = settings.databaseUrl ? async () => {} : await holdDataDir(settings.dataDir);
  const database = await openDatabase(settings).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  try {
    return await runCommand(database.db, argv, io);
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
