import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { Database } from './db/client';
import { seedDemo } from './db/seed';
import { startScheduler } from './services/scheduler';
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

/**
 * Builds the app from the environment's settings plus `overrides`, seeds the demo content when DEMO is on,
 * settles every period that closed while no server ran, starts the scheduler and listens.
 * `startServer({ dataDir: 'memory://', port: 0, host: '127.0.0.1', demo: true })` is what tests use.
 */
export async function startServer(
  overrides: Partial<Settings> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const settings: Settings = { ...loadSettings(), ...overrides };
  const app = await buildApp(settings, options);
  try {
    if (settings.demo) await seedDemo(app.db, new Date(settings.now()));
    const scheduler = await startScheduler(app, settings.scheduler);
    app.addHook('onClose', async () => scheduler.stop());
    const address = await app.listen({ port: settings.port, host: settings.host });
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
