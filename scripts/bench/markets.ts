import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser, LOCALE, PHONE } from '../../tests/e2e/support/browser';
import { loginViaApi, passVerification, type Credentials } from '../../tests/e2e/support/session';
import { builtFileNamer } from '../built-files';
import { mainThreadTasks, ms, type TraceEvent } from './trace';

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
  /**
   * From a Chromium trace of the same window, as the verify bench reports them. On a machine shared with other
   * work a task's wall time also counts the time it waited for a core, and Chromium's throttler (a busy-wait of
   * 3× the time since its last one, measured in wall time) multiplies that wait. CPU (thread) time counts the
   * work and the throttler's busy-wait but not the waits for a core: the steadier figure (not noise-free).
   * Here: the CPU time of the task with the longest wall time.
   */
  longestTaskCpuMs: number;
  /** the most CPU time of any one task, and that task's heaviest parts */
  maxTaskCpuMs: number;
  maxTaskCpuParts: string[];
  /** the machine's 1-minute load average when the window began (2 cores: above 2, tasks wait for a core) */
  loadAverage: number;
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

const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

type TaskCpu = Pick<FrameFigures, 'longestTaskCpuMs' | 'maxTaskCpuMs' | 'maxTaskCpuParts'>;

/** CPU time of the tasks of the page's main thread in a trace. */
function taskCpu(events: TraceEvent[]): TaskCpu {
  const tasks = mainThreadTasks(events);
  const longest = [...tasks].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  const heaviest = [...tasks].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))[0];
  if (!longest || !heaviest) return { longestTaskCpuMs: 0, maxTaskCpuMs: 0, maxTaskCpuParts: [] };
  const end = heaviest.ts + (heaviest.dur ?? 0);
  const label = (e: TraceEvent) => {
    const d = e.args?.data;
    const detail = d?.type ?? d?.functionName ?? d?.url?.split('/').pop() ?? '';
    return `${detail ? `${e.name}(${detail})` : e.name} ${ms(e.tdur)}ms`;
  };
  const maxTaskCpuParts = events
    .filter((e) => e.pid === heaviest.pid && e.tid === heaviest.tid && e.ph === 'X' && !e.name.endsWith('RunTask'))
    .filter((e) => e.ts >= heaviest.ts && e.ts + (e.dur ?? 0) <= end && (e.tdur ?? 0) >= 1000)
    .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
    .slice(0, 6)
    .map(label);
  return { longestTaskCpuMs: ms(longest.tdur), maxTaskCpuMs: ms(heaviest.tdur), maxTaskCpuParts };
}

/** Runs `work` while the observer and a Chromium trace record the page; the figures of that window. */
async function measure(browser: Browser, page: Page, work: () => Promise<void>): Promise<FrameFigures> {
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10;
  await page.evaluate(OBSERVE);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await work();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  return { ...(await collect(page)), ...taskCpu(trace.traceEvents), loadAverage };
}

async function collect(page: Page): Promise<Omit<FrameFigures, keyof TaskCpu | 'loadAverage'>> {
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
    locale: LOCALE,
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

async function routeJs(baseUrl: string, route: string, login: () => Promise<Page>, dist: string): Promise<RouteJs> {
  const nameOf = builtFileNamer(dist);
  const page = await login();
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js') || !response.url().startsWith(baseUrl)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(response.url(), body);
  });
  // `load` and a second, not `networkidle`: a member's page holds its event stream open
  await page.goto(baseUrl + route, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  await page.context().close();
  return {
    scripts: scripts.size,
    bytes: [...scripts.values()].reduce((sum, body) => sum + body.length, 0),
    gzipBytes: [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    chartLibrary: [...scripts.keys()].some((url) => nameOf(url) === 'candle-chart'),
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
  {
    cpuThrottling = 4,
    panMs = 3000,
    tableMs = 10_000,
    account = 'demo',
    password = 'demo1234',
    dist = path.resolve('dist'),
  } = {},
): Promise<MarketsFigures> {
  const browser = await launchBrowser();
  try {
    const login = () => memberPage(browser, baseUrl, { account, password });
    const tradeRouteJs = await routeJs(baseUrl, '/trade', login, dist);
    const chartRouteJs = await routeJs(baseUrl, '/market/linechart?symbol=BTC%2FUSDT', login, dist);

    const page = await login();
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${baseUrl}/market/linechart?symbol=BTC%2FUSDT`);
    await page.locator('[data-testid="candle-chart"] canvas').first().waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await pan(page, cdp, 1000); // warm-up: the first drags compile the chart's hot code
    const chartPan = await measure(browser, page, () => pan(page, cdp, panMs));

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${baseUrl}/market/dynatictable`);
    await page.locator('table tbody tr').first().waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    let updates = 0;
    page.on('response', (response) => {
      if (response.url().endsWith('/api/markets')) updates += 1;
    });
    const tableUpdates = { ...(await measure(browser, page, () => page.waitForTimeout(tableMs))), updates };
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
