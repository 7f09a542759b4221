import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, LOCALE } from '../../tests/e2e/support/browser';
import { loginViaApi, passVerification, type Credentials } from '../../tests/e2e/support/session';
import { mainThreadTasks, type TraceEvent } from './trace';
import { median } from './median';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * TBT counted from the main thread's CPU time instead of its wall time: Σ max(0, 4 × cpu − 50 ms) over the
   * page's tasks after first contentful paint. Lighthouse counts wall time, which on a busy machine includes the
   * time the thread waited for a core (the browser, the server and Lighthouse share it); the gap between the two
   * is the machine, not the page. An approximation of Lighthouse's own figure (no TTI cut-off), without a budget.
   */
  tbtCpuMs: number;
  cls: number;
  /** Lighthouse's time to interactive: when the screen itself is up and settled (no budget; shown beside LCP) */
  ttiMs: number;
  /**
   * which element LCP timed (the most frequent over the runs); one the app had replaced by the end (the start-up
   * screen in index.html, or home's server-painted header and banner) is named by its tag from the trace
   */
  lcpElement: string;
}

type Details = { type?: string; nodeLabel?: string; selector?: string; items?: unknown[] } & Record<string, unknown>;

/** The first DOM node an audit's details name (Lighthouse nests it in tables and lists). */
function firstNode(details: unknown): string {
  if (typeof details !== 'object' || details === null) return '';
  const item = details as Details;
  if (item.type === 'node') return item.selector ?? item.nodeLabel ?? '';
  for (const child of Object.values(item)) {
    const found = Array.isArray(child) ? child.map(firstNode).find(Boolean) : firstNode(child);
    if (found) return found;
  }
  return '';
}

/**
 * The page's last LCP candidate, when Lighthouse cannot name it because it left the page: the app renders into
 * #root over what index.html painted there, so it was part of the start-up screen or home's server-painted shell.
 */
function replacedCandidate(events: TraceEvent[]): string {
  const last = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.args?.data?.isOutermostMainFrame)
    .at(-1);
  const tag = last?.args?.data?.nodeName?.toLowerCase();
  return tag ? `<${tag}> painted before the app, replaced by it` : '';
}

const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;

/**
 * A Chromium profile holding a verified member's session (the app's own encrypted IndexedDB entries), with
 * no service worker and an empty HTTP cache, so Lighthouse (storage reset off) loads it as a member's cold start.
 * The member has opened the home page once before, so the app's stored state (config, the once-a-day loading
 * screen already shown) is that of a routine visit.
 */
export async function memberProfile(baseURL: string, credentials: Credentials): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-member-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
    locale: LOCALE,
    baseURL,
    serviceWorkers: 'block',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await passVerification(page);
    await loginViaApi(page, baseURL, credentials);
    // `load`, not `networkidle`: a member's page holds its event stream open
    await page.goto('/', { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await context.close();
  }
  return dir;
}

/** Lighthouse's mobile CPU slowdown, and the part of a task that does not count as blocking. */
const CPU_SLOWDOWN = 4;
const UNBLOCKED_MS = 50;

/** See LighthouseFigures.tbtCpuMs. */
function cpuBlockingMs(events: TraceEvent[]): number {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return NaN;
  const cpuMs = (task: TraceEvent) => (task.tdur ?? 0) / 1000;
  return mainThreadTasks(events)
    .filter((task) => task.ts >= fcp.ts)
    .reduce((sum, task) => sum + Math.max(0, CPU_SLOWDOWN * cpuMs(task) - UNBLOCKED_MS), 0);
}

class EndedElsewhere extends Error {
  constructor(url: string, final: string) {
    super(`Lighthouse ended on ${final}, not ${url}: its figures would be another page's`);
  }
}

class RunFailed extends Error {}

async function lighthouseOnce(url: string, profile: string | undefined, locale: string): Promise<LighthouseFigures> {
  // A member's run gets a profile made for it (memberRun), a visitor's an empty one; the run then deletes it.
  const userDataDir = profile ?? mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
  // the browser language the app starts in
  const chromeFlags = [...CHROMIUM_ARGS, `--lang=${locale}`, `--accept-lang=${locale}`];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: Boolean(profile),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const traceDir = process.env.BENCH_TRACE_DIR;
    if (traceDir) {
      const name = path.join(traceDir, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}`);
      writeFileSync(`${name}.lhr.json`, JSON.stringify(result.lhr));
      writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    // a run Lighthouse could not record (its NO_NAVSTART trace failure) says why, instead of NaN figures
    const failed = result.lhr.runtimeError;
    if (failed) throw new RunFailed(`Lighthouse could not measure ${url}: ${failed.code} ${failed.message}`);
    const { categories, audits } = result.lhr;
    const events = result.artifacts.Trace.traceEvents as TraceEvent[];
    const score = (key: string) => Math.round((categories[key]?.score ?? NaN) * 100);
    const value = (key: string) => audits[key]?.numericValue ?? NaN;
    // A gate's redirect (the member's hourly verification ran out) would measure another page.
    if (result.lhr.finalDisplayedUrl !== url) throw new EndedElsewhere(url, result.lhr.finalDisplayedUrl);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      tbtCpuMs: cpuBlockingMs(events),
      cls: value('cumulative-layout-shift'),
      ttiMs: value('interactive'),
      lcpElement: firstNode(audits['largest-contentful-paint-element']?.details) || replacedCandidate(events),
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** A run again when Lighthouse failed to record it (it asks to run it again); the third failure stops the bench. */
async function recorded(run: () => Promise<LighthouseFigures>): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof RunFailed) || attempt === 3) throw error;
    }
  }
}

/** One run from a member profile made for it: the member's verification holds for the hour it was passed. */
async function memberRun(url: string, makeProfile: () => Promise<string>): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, await makeProfile(), LOCALE);
    } catch (error) {
      // the hour turned between making the profile and the run: once more, verified in the new hour
      if (!(error instanceof EndedElsewhere) || attempt === 2) throw error;
    }
  }
}

/**
 * Median of each Lighthouse 12 mobile figure over `runs` runs (default throttling, simulated); a member's
 * runs each start from a profile `makeProfile` makes (see memberProfile). The browser's language is `locale`
 * (by default the app's default's, as every test's: tests/e2e/support/browser.ts).
 */
export async function benchLighthouse(
  url: string,
  runs: number,
  makeProfile?: () => Promise<string>,
  locale = LOCALE,
): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = [];
  const once = () => (makeProfile ? memberRun(url, makeProfile) : lighthouseOnce(url, undefined, locale));
  for (let run = 0; run < runs; run += 1) all.push(await recorded(once));
  const of = (key: Exclude<keyof LighthouseFigures, 'lcpElement'>) => median(all.map((figures) => figures[key]));
  const elements = all.map((figures) => figures.lcpElement);
  const mostFrequent = (values: string[]) =>
    [...values].sort((a, b) => values.filter((v) => v === b).length - values.filter((v) => v === a).length)[0] ?? '';
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    tbtCpuMs: of('tbtCpuMs'),
    cls: of('cls'),
    ttiMs: of('ttiMs'),
    lcpElement: mostFrequent(elements),
  };
}
