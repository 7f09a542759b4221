import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../../tests/e2e/support/browser';
import { loginViaApi, passVerification, type Credentials } from '../../tests/e2e/support/session';

/** What the market screens cost on a 4× throttled CPU, and what JS the trade route loads. */
export interface MarketsFigures {
  cpuThrottling: number;
  /** /market/linechart while a finger pans the chart sideways for `panMs` (and polls keep arriving) */
  chartPan: FrameFigures;
  /** /market/dynatictable while the table takes `tableMs` of live updates */
  tableUpdates: FrameFigures & { updates: number };
  /** JS the /trade route downloads on a cold load */
  tradeRouteJs: RouteJs;
  /** the same for /market/linechart, where the chart library is expected */
  chartRouteJs: RouteJs;
}

export interface FrameFigures {
  /** the longest main-thread task (PerformanceObserver 'longtask', ≥ 50 ms), 0 when there was none */
  longestTaskMs: number;
  longTasks: number;
  /** animation frames seen, and the worst and 95th percentile gap between two */
  frames: number;
  worstFrameGapMs: number;
  p95FrameGapMs: number;
}

export interface RouteJs {
  scripts: number;
  /** decoded bytes, and gzip bytes as a CDN would send them */
  bytes: number;
  gzipBytes: number;
  /** true when the lightweight-charts chunk (candle-chart-*.js) was among them */
  chartLibrary: boolean;
}

// Collects long tasks and animation-frame gaps in the page. A string, so the runner's transpiler
// cannot inject helpers that do not exist in the page.
const OBSERVE = `(() => {
  window.__long = [];
  window.__gaps = [];
  new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__long.push(e.duration))).observe({ type: 'longtask' });
  let last = 0;
  const tick = (now) => { if (last) window.__gaps.push(now - last); last = now; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;

async function collect(page: Page): Promise<FrameFigures> {
  const { long, gaps } = (await page.evaluate('({ long: window.__long, gaps: window.__gaps })')) as {
    long: number[];
    gaps: number[];
  };
  const sorted = [...gaps].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    longestTaskMs: round(Math.max(0, ...long)),
    longTasks: long.length,
    frames: gaps.length,
    worstFrameGapMs: round(sorted[sorted.length - 1] ?? 0),
    p95FrameGapMs: round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
  };
}

/** A phone page of the member, verified and logged in; no service worker, so every figure is the page's own. */
async function memberPage(browser: Browser, baseUrl: string, credentials: Credentials): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await passVerification(page);
  await loginViaApi(page, baseUrl, credentials);
  await page
    .getByTestId('loading-screen')
    .click({ timeout: 3000 })
    .catch(() => {});
  return page;
}

async function routeJs(baseUrl: string, path: string, login: () => Promise<Page>): Promise<RouteJs> {
  const page = await login();
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js') || !response.url().startsWith(baseUrl)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(response.url(), body);
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await page.context().close();
  return {
    scripts: scripts.size,
    bytes: [...scripts.values()].reduce((sum, body) => sum + body.length, 0),
    gzipBytes: [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    chartLibrary: [...scripts.keys()].some((url) => /candle-chart-[\w-]+\.js$/.test(url)),
  };
}

/** Swipes a finger sideways over the chart, back and forth, for `ms` (touch events, as on a phone). */
async function pan(page: Page, cdp: CDPSession, ms: number): Promise<void> {
  const box = await page.getByTestId('candle-chart').boundingBox();
  if (!box) throw new Error('the chart is not on screen');
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width * 0.2;
  const span = box.width * 0.6;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  const start = Date.now();
  for (let t = 0; t < ms; t = Date.now() - start) {
    const x = x0 + span * (0.5 - 0.5 * Math.cos((t / ms) * 4 * Math.PI));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Measures, against a running app at `baseUrl` (built, with the demo member): chart panning and live table
 * updates on a `cpuThrottling`× slower CPU, and the JS the /trade and chart routes load.
 */
export async function benchMarkets(
  baseUrl: string,
  { cpuThrottling = 4, panMs = 3000, tableMs = 10_000, account = 'demo', password = 'demo1234' } = {},
): Promise<MarketsFigures> {
  const browser = await launchBrowser();
  try {
    const login = () => memberPage(browser, baseUrl, { account, password });
    const tradeRouteJs = await routeJs(baseUrl, '/trade', login);
    const chartRouteJs = await routeJs(baseUrl, '/market/linechart?symbol=BTC%2FUSDT', login);

    const page = await login();
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${baseUrl}/market/linechart?symbol=BTC%2FUSDT`);
    await page.locator('[data-testid="candle-chart"] canvas').first().waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await pan(page, cdp, 1000); // warm-up: the first drags compile the chart's hot code
    await page.evaluate(OBSERVE);
    await pan(page, cdp, panMs);
    const chartPan = await collect(page);

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${baseUrl}/market/dynatictable`);
    await page.locator('table tbody tr').first().waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await page.evaluate(OBSERVE);
    let updates = 0;
    page.on('response', (response) => {
      if (response.url().endsWith('/api/markets')) updates += 1;
    });
    await page.waitForTimeout(tableMs);
    const tableUpdates = { ...(await collect(page)), updates };
    return { cpuThrottling, chartPan, tableUpdates, tradeRouteJs, chartRouteJs };
  } finally {
    await browser.close();
  }
}

// Run alone: `npx tsx scripts/bench/markets.ts` builds the app if needed and serves it with the demo data.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync('dist/index.html')) {
    const { build } = await import('vite');
    await build({ logLevel: 'warn' });
  }
  const { startTestServer } = await import('../../tests/e2e/support/server');
  const server = await startTestServer();
  try {
    console.log(JSON.stringify(await benchMarkets(server.url), null, 2));
  } finally {
    await server.close();
  }
}
