import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../../server/start';
import { launchBrowser } from './browser';
import { serverClock, startTestServer, type ServerClock, type TestServerOptions } from './server';

export interface E2eEnv {
  server: RunningServer;
  browser: Browser;
  /** the server's clock: real time until the test moves it forward */
  clock: ServerClock;
}

/**
 * One real server (fresh in-memory database, demo content) and one Chromium for the test file:
 * started in beforeAll, closed in afterAll. Read `env.server` / `env.browser` inside tests.
 */
export function useServerAndBrowser(options: Omit<TestServerOptions, 'clock'> = {}): E2eEnv {
  const env = { clock: serverClock() } as E2eEnv;
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([startTestServer({ ...options, clock: env.clock }), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
