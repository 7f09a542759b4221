import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { memberPagesModule, ROUTE_TABLE } from '../../contract/routes';
import { startServer } from '../../server/start';
import {
  FIRST_LOAD_BUDGET,
  FIRST_LOAD_ROUTES,
  listFirstLoad,
  measureFirstLoads,
  type FirstLoad,
} from '../../scripts/bench/first-load';
import { launchBrowser } from '../e2e/support/browser';
import { registerViaApi } from '../e2e/support/session';

// The bytes of each first load, measured as the bench measures them (scripts/bench/first-load.ts): the build of
// `npm run build`, served by the real server, loaded by Chromium with empty caches.
const dist = path.resolve('dist');
let loads: Map<string, FirstLoad>;

describe('the first loads, brotli as sent', () => {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;

  beforeAll(async () => {
    if (!existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
    server = await startServer({
      dataDir: 'memory://',
      port: 0,
      host: '127.0.0.1',
      demo: true,
      distDir: dist,
      logLevel: 'warn',
      apiRateLimit: 0,
    });
    browser = await launchBrowser();
    loads = await measureFirstLoads(browser, server.url, await registerViaApi(server.url), dist);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(FIRST_LOAD_ROUTES)('$route stays within its budget', ({ route, member }) => {
    const load = loads.get(route)!;
    const budget = member ? FIRST_LOAD_BUDGET.member : FIRST_LOAD_BUDGET.visitor;
    expect(load.files.length, `${route} loaded no script`).toBeGreaterThan(0);
    expect(
      load.sent,
      `${route}: ${load.sent} B > ${budget} B, its files as sent:\n${listFirstLoad(dist, load)}\n`,
    ).toBeLessThanOrEqual(budget);
  });

  it("/verify carries no member's screen, so one added for members leaves its bytes (tests/unit/build/route-table)", () => {
    const code = loads
      .get('/verify')!
      .files.map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .join('\n');
    const memberPaths = ROUTE_TABLE.filter((route) => memberPagesModule(route) && route.path !== '/');
    expect(memberPaths.length).toBeGreaterThan(50);
    for (const { path: screen } of memberPaths) expect(code.includes(JSON.stringify(screen)), screen).toBe(false);
  });
});
