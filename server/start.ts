import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { Database } from './db/client';
import { DEMO_ACCOUNT, DEMO_OPERATOR, seedCatalogue, seedDemo } from './db/seed';
import { hasActiveAdmin } from './services/operators/operator-accounts';
import { startScheduler } from './services/platform/scheduler';
import { loadSettings, type Settings } from './settings';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
  /**
   * The graceful stop: drains (app.drain), then closes. True when every request in flight was answered;
   * false when the grace period ran out and the rest were cut.
   */
  shutdown(graceMs: number): Promise<boolean>;
}

export interface StartOptions {
  logger?: FastifyServerOptions['logger'];
  /** an already open database (tests); it stays open after close() */
  database?: Database;
}

/** The first lines of the log: the database, whether this is the demo, and what a new deployment must do. */
async function announce(app: FastifyInstance, settings: Settings) {
  const log = app.log;
  log.info(
    { database: settings.databaseUrl ? 'postgres' : `pglite:${settings.dataDir}`, demo: settings.demo },
    settings.demo ? 'started in DEMO mode: demo accounts, recharges approved at once' : 'started',
  );
  if (settings.demo) {
    // their passwords are in the README and, at a terminal, in main.ts's banner: never in a log line
    log.info(`demo accounts: member "${DEMO_ACCOUNT}", operator of /admin "${DEMO_OPERATOR}" (passwords: README)`);
  } else if (!(await hasActiveAdmin(app.db))) {
    log.warn(
      'no admin can sign in to /admin yet: create the first with `npm run admin -- operator:create <account> <password> admin`',
    );
  }
}

/**
 * Builds the app from the environment's settings plus `overrides`, seeds the catalogue (and the demo content
 * when DEMO is on), settles every period that closed while no server ran, starts the scheduler, listens and
 * says how it started.
 * `startServer({ dataDir: 'memory://', port: 0, host: '127.0.0.1', demo: true })` is what tests use.
 */
export async function startServer(
  overrides: Partial<Settings> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const settings: Settings = { ...loadSettings(), ...overrides };
  const app = await buildApp(settings, options);
  try {
    const now = new Date(settings.now());
    await (settings.demo ? seedDemo(app.db, now) : seedCatalogue(app.db, now));
    const scheduler = await startScheduler(app, settings.scheduler);
    app.addHook('onClose', async () => scheduler.stop());
    const address = await app.listen({ port: settings.port, host: settings.host });
    await announce(app, settings);
    const url = address.replace('://0.0.0.0', '://localhost').replace('://[::]', '://localhost');
    const shutdown = async (graceMs: number) => {
      const drained = await app.drain(graceMs);
      if (!drained) app.server.closeAllConnections();
      await app.close();
      return drained;
    };
    return { url, app, close: () => app.close(), shutdown };
  } catch (error) {
    await app.close();
    throw error;
  }
}
