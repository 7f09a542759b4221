import { LOG_REDACT } from './app';
import { holdDataDir } from './data-dir-lock';
import { serveCommands } from './admin/control-socket';
import { loadSettings } from './settings';
import { startServer } from './start';

async function main() {
  // `npm start` passes --demo; `npm run serve` (what a deployment runs) only honours DEMO
  const settings = loadSettings(process.argv.includes('--demo') ? { ...process.env, DEMO: '1' } : process.env);
  const release = settings.databaseUrl ? async () => {} : await holdDataDir(settings.dataDir);
  const server = await startServer(settings, {
    logger: { level: settings.logLevel, redact: { paths: LOG_REDACT, censor: '[redacted]' } },
  });
  // with PGlite, `npm run admin` runs its commands in this process (admin/control-socket.ts)
  const stopCommands = settings.databaseUrl ? async () => {} : await serveCommands(server.app.db, settings.dataDir);
  const log = server.app.log;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopCommands();
    await server.close();
    await release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
