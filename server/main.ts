import { holdDataDir } from './data-dir-lock';
import { serveCommands } from './cli/control-socket';
import { demoBanner, loggerOptions } from './log-output';
import { loadSettings } from './settings';
import { startServer } from './start';

async function main() {
  // `npm start` passes --demo; `npm run serve` (what a deployment runs) only honours DEMO
  const settings = loadSettings(process.argv.includes('--demo') ? { ...process.env, DEMO: '1' } : process.env);
  const release = settings.databaseUrl ? async () => {} : await holdDataDir(settings.dataDir);
  const where = { demo: settings.demo, env: process.env, isTTY: Boolean(process.stdout.isTTY) };
  const server = await startServer(settings, { logger: await loggerOptions(settings.logLevel, where) });
  // the demo's passwords go to the person at the terminal, never into a log a collector keeps
  if (settings.demo && where.isTTY) process.stdout.write(`${demoBanner(server.url)}\n`);
  // with PGlite, `npm run admin` runs its commands in this process (cli/control-socket.ts)
  const stopCommands = settings.databaseUrl ? async () => {} : await serveCommands(server.app.db, settings.dataDir);
  const log = server.app.log;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = settings.shutdownGraceSeconds * 1000;
    log.info(
      { signal, graceSeconds: settings.shutdownGraceSeconds },
      'draining: /readyz answers 503, requests in flight finish',
    );
    // the last resort if closing itself hangs past the grace period
    const force = setTimeout(() => process.exit(1), graceMs + 10_000);
    force.unref();
    await stopCommands();
    const drained = await server.shutdown(graceMs);
    await release();
    if (!drained) log.warn('grace period over: requests still in flight were cut');
    process.exit(drained ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
