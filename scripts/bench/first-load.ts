import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { LOCALE, PHONE } from '../../tests/e2e/support/browser';
import { loginViaApi, passVerification, setLoadingScreenDue, type Credentials } from '../../tests/e2e/support/session';
import { builtFileNamer } from '../built-files';

const KB = 1024;
/**
 * The first-load budgets, brotli as sent (decisions.md, "Decided later"): the bench shows them and the build test
 * fails a build that passes one (tests/build/first-load.test.ts).
 */
export const FIRST_LOAD_BUDGET = { visitor: 100 * KB, member: 140 * KB } as const;
/** The routes whose first load is measured: the new visitor's /verify and the member's tab screens. */
export const FIRST_LOAD_ROUTES = [
  { route: '/verify', member: false },
  { route: '/', member: true },
  { route: '/trade', member: true },
  { route: '/my', member: true },
  { route: '/market', member: true },
] as const;

export interface FirstLoad {
  /** each file gzipped at level 9: the old budget's figure, kept for comparison */
  gzip: number;
  /** what the server actually sends a browser that accepts brotli */
  sent: number;
  /** the scripts and styles loaded, by URL path */
  files: string[];
}

/** Bytes the server sends Chromium for a built file: its brotli form where the build wrote one. */
export function sentBytes(dist: string, urlPath: string): number {
  const file = path.join(dist, decodeURIComponent(urlPath));
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

function gzipBytes(dist: string, urlPath: string): number {
  const file = path.join(dist, decodeURIComponent(urlPath));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/** Until this long has passed without a new script or style, the page may still be loading its first screen. */
const QUIET_MS = 1000;

/** JS + CSS bytes a page loads until the network is quiet, with the HTTP cache off. */
async function firstLoad(context: BrowserContext, route: string, dist: string): Promise<FirstLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const files = new Set<string>();
  let lastFileAt = Date.now();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!/\.(m?js|css)$/.test(pathname)) return;
    files.add(pathname);
    lastFileAt = Date.now();
  });
  // not `networkidle`: a member's page holds its event stream open. Loaded, then QUIET_MS without a new file.
  await page.goto(route, { waitUntil: 'load' });
  for (const deadline = Date.now() + 30_000; Date.now() - lastFileAt < QUIET_MS && Date.now() < deadline;) {
    await page.waitForTimeout(100);
  }
  await page.close();
  const sum = (size: (dist: string, file: string) => number) =>
    [...files].reduce((total, file) => total + size(dist, file), 0);
  return { gzip: sum(gzipBytes), sent: sum(sentBytes), files: [...files] };
}

/**
 * The first load of each route, with empty caches and no service worker: /verify as a new visitor, the others as
 * `member`, verified and signed in. Served from `dist` by the server at `baseURL`.
 */
export async function measureFirstLoads(
  browser: Browser,
  baseURL: string,
  member: Credentials,
  dist: string,
  routes: readonly { route: string; member: boolean }[] = FIRST_LOAD_ROUTES,
): Promise<Map<string, FirstLoad>> {
  const options = { baseURL, locale: LOCALE, viewport: PHONE, serviceWorkers: 'block' as const };
  const loads = new Map<string, FirstLoad>();
  const visitor = await browser.newContext(options);
  for (const { route } of routes.filter((r) => !r.member)) loads.set(route, await firstLoad(visitor, route, dist));
  await visitor.close();
  const memberContext = await browser.newContext(options);
  const page = await memberContext.newPage();
  await passVerification(page);
  // a routine visit: the daily loading screen is behind the member (whether the one just due had been dismissed
  // when the first route loaded was up to timing, and moved / by its 1.1 KB)
  await setLoadingScreenDue(page, false);
  await loginViaApi(page, baseURL, member);
  for (const { route } of routes.filter((r) => r.member)) loads.set(route, await firstLoad(memberContext, route, dist));
  await memberContext.close();
  return loads;
}

/** The files of a first load, largest first, each with its size as sent and what it holds. */
export function listFirstLoad(dist: string, load: FirstLoad): string {
  const nameOf = builtFileNamer(dist);
  return load.files
    .map((file) => ({ file, kb: sentBytes(dist, file) / KB }))
    .sort((a, b) => b.kb - a.kb)
    .map(({ file, kb }) => `  ${kb.toFixed(1).padStart(6)} KB  ${file}  ${nameOf(file) ?? ''}`)
    .join('\n');
}
