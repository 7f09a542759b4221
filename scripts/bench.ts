/**
 * npm run bench: what a phone downloads and how Lighthouse rates it, measured on the built app (dist/)
 * served by the real server with a fresh in-memory database.
 *  - first-load JS + CSS, gzip bytes: /verify for a new visitor, / for a verified member (empty caches,
 *    no service worker, so its background precache is not counted)
 *  - Lighthouse 12 mobile: median performance, accessibility and best-practices of 3 runs of /verify
 * Env: CHROME_PATH (default /usr/bin/chromium), BENCH_RUNS (default 3).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Page } from 'playwright-core';
import { startServer } from '../server/start';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, launchBrowser } from '../tests/e2e/support/browser';
import { loginViaApi, passVerification, registerViaApi } from '../tests/e2e/support/session';

const DIST = path.resolve('dist');
const BUDGET_VERIFY_BYTES = 110 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** gzip size of a built file, as a CDN or the server would send it. */
function gzipBytes(urlPath: string): number {
  const file = path.join(DIST, decodeURIComponent(urlPath));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/** JS and CSS files the page loads until the network is idle. */
async function firstLoad(page: Page, route: string): Promise<{ js: number; css: number; files: string[] }> {
  const files = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\.(m?js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gzipBytes(file);
    else js += gzipBytes(file);
  }
  return { js, css, files: [...files].sort() };
}

async function measureBytes(baseURL: string) {
  const browser = await launchBrowser();
  try {
    const options = { baseURL, viewport: PHONE, serviceWorkers: 'block' as const };
    const visitor = await (await browser.newContext(options)).newPage();
    const verify = await firstLoad(visitor, '/verify');

    // A verified member, then the caches emptied: what / costs on a cold start.
    const memberContext = await browser.newContext(options);
    const member = await memberContext.newPage();
    await passVerification(member);
    await loginViaApi(member, baseURL, await registerViaApi(baseURL));
    const cdp = await memberContext.newCDPSession(member);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const home = await firstLoad(member, '/');
    return { verify, home };
  } finally {
    await browser.close();
  }
}

async function lighthouseRuns(url: string) {
  const scores: Record<'performance' | 'accessibility' | 'best-practices', number[]> = {
    performance: [],
    accessibility: [],
    'best-practices': [],
  };
  for (let run = 0; run < RUNS; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(scores),
      });
      const categories = result?.lhr.categories ?? {};
      for (const key of Object.keys(scores) as (keyof typeof scores)[]) {
        scores[key].push(Math.round((categories[key]?.score ?? NaN) * 100));
      }
    } finally {
      await chrome.kill();
    }
  }
  return scores;
}

async function main() {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const server = await startServer({
    dataDir: 'memory://',
    port: 0,
    host: '127.0.0.1',
    demo: true,
    distDir: DIST,
    logLevel: 'warn',
    apiRateLimit: 0,
  });
  try {
    const { verify, home } = await measureBytes(server.url);
    console.log('First load, JS + CSS (gzip)');
    for (const [label, load] of [
      ['/verify (new visitor)', verify],
      ['/ (verified member)', home],
    ] as const) {
      console.log(
        `  ${label.padEnd(24)} JS ${kb(load.js).padStart(9)}  CSS ${kb(load.css).padStart(8)}  total ${kb(load.js + load.css)}`,
      );
    }
    const verifyTotal = verify.js + verify.css;
    console.log(
      `  budget /verify ≤ ${kb(BUDGET_VERIFY_BYTES)}: ${verifyTotal <= BUDGET_VERIFY_BYTES ? 'met' : 'OVER'}`,
    );
    if (process.env.BENCH_VERBOSE) console.log(verify.files.join('\n'));

    const scores = await lighthouseRuns(`${server.url}/verify`);
    console.log(`Lighthouse 12 mobile, /verify, median of ${RUNS}`);
    for (const [category, values] of Object.entries(scores)) {
      console.log(`  ${category.padEnd(16)} ${String(median(values)).padStart(3)}   (runs: ${values.join(', ')})`);
    }
  } finally {
    await server.close();
  }
}

await main();
