import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../../server/start';
import { launchBrowser } from './browser';
import { startTestServer } from './server';

export interface E2eEnv {
  server: RunningServer;
  browser: Browser;
}

/**
 * One real server (fresh in-memory database, demo content) and one Chromium for the test file:
 * started in beforeAll, closed in afterAll. Read `env.server` / `env.browser` inside tests.
 */
export function useServerAndBrowser(options: { distDir?: string } = {}): E2eEnv {
  const env = {} as E2eEnv;
  beforeAll(async () => {
    [env.server, env.browser] = await Promise.all([startTestServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
