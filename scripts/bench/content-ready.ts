import type { Browser, Page } from 'playwright-core';
import { ROUTE_TABLE } from '../../contract/routes';
import { LOCALE, PHONE, swInControl } from '../../tests/e2e/support/browser';
import {
  loginViaApi,
  passVerification,
  readAppEntry,
  removeAppEntry,
  type Credentials,
} from '../../tests/e2e/support/session';
import { median } from './median';

/**
 * "Content ready" (issue 31): `main` holds the route's text, nothing on screen is marked busy (skeletons,
 * placeholders and a pending navigation all say aria-busy) and the start-up splash is gone. Unlike LCP, a splash
 * or a banner painted by the server can never stand in for the member's own data.
 */
export interface ContentReadyFigures {
  /** empty HTTP cache and no service worker, the member's session already stored, over HTTP/2 and TLS: median ms */
  firstVisitMs: number;
  /** the same over plain HTTP/1.1 (six connections), as on localhost: median ms */
  firstVisitHttp1Ms: number;
  /** the service worker in control with its precache, the HTTP cache warm: median ms */
  repeatVisitMs: number;
}

/** Lighthouse's mobile settings, applied by Chromium itself (not simulated): 150 ms, 1.6 Mbps down, 750 kbps up. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

// Records when the condition first holds, checked every frame from the document's start. A string, so the
// runner's transpiler cannot inject helpers that do not exist in the page.
const WATCH = `(() => {
  const ready = () => {
    const main = document.querySelector('main');
    return !!main && (main.textContent || '').trim().length > 0
      && !document.querySelector('[aria-busy="true"], .boot, .boot-home, .boot-verify');
  };
  const check = () => {
    if (ready()) window.__contentReady = { ms: performance.now(), path: location.pathname };
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

/** Opens `route` until its content is on screen (not `networkidle`: a member's page holds its event stream open). */
async function shown(page: Page, route: string): Promise<void> {
  await page.goto(route, { waitUntil: 'load' });
  await page.waitForFunction(
    () =>
      document.querySelector('main') && !document.querySelector('[aria-busy="true"], .boot, .boot-home, .boot-verify'),
    null,
    { timeout: 60_000 },
  );
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Loads `route` and returns when its content was ready, in ms from the navigation's start. */
async function readyMs(page: Page, route: string, attempt = 1): Promise<number> {
  await page.goto(route, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => (window as { __contentReady?: unknown }).__contentReady, null, {
    timeout: 60_000,
  });
  const { ms, path } = (await handle.jsonValue()) as { ms: number; path: string };
  if (path === route) return ms;
  // The member's puzzle pass holds for its hour: when the clock turned since, the gate sent the run to /verify.
  if (path === '/verify' && attempt === 1) {
    await passVerification(page);
    // a first visit again: what the pass's reload fetched must not be in the cache
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    return readyMs(page, route, 2);
  }
  throw new Error(`content ready on ${path}, not ${route}`);
}

/** Where the bench reaches the server: `origin` itself (HTTP/1.1) and, for first visits, a TLS `front` (HTTP/2). */
export interface Server {
  origin: string;
  front: string;
}

/**
 * A context holding a verified member's session who has opened the home page once (as memberProfile does), at
 * `baseURL`: the server, or its TLS front (whose certificate is its own; a service worker needs a trusted one).
 */
async function memberContext(
  browser: Browser,
  baseURL: string,
  server: Server,
  credentials: Credentials,
  withWorker: boolean,
) {
  const context = await browser.newContext({
    locale: LOCALE,
    baseURL,
    viewport: PHONE,
    serviceWorkers: withWorker ? 'allow' : 'block',
    ignoreHTTPSErrors: baseURL === server.front,
  });
  const page = await context.newPage();
  await passVerification(page);
  await loginViaApi(page, baseURL, credentials, server.origin);
  await shown(page, '/');
  if (withWorker) await swInControl(page);
  await context.addInitScript(WATCH);
  return { context, page };
}

/** Waits (10 s at most) until the phone keeps the answers of `route`'s reads for the next visit (src/lib/query/kept-reads.ts). */
async function answersKept(page: Page, route: string): Promise<void> {
  const calls = (ROUTE_TABLE.find((entry) => entry.path === route)?.reads ?? []).map(([call]) => `"${call}"`);
  const kept = async () => {
    const keys = Object.keys(((await readAppEntry(page, 'reads')) ?? {}) as object);
    return calls.every((call) => keys.some((key) => key.startsWith(`[${call},`)));
  };
  for (let tries = 0; tries < 100 && !(await kept()); tries += 1) await page.waitForTimeout(100);
}

async function firstVisit(browser: Browser, baseURL: string, server: Server, credentials: Credentials, route: string) {
  const { context, page } = await memberContext(browser, baseURL, server, credentials, false);
  try {
    // a first visit has nothing kept from an earlier one (the set-up's visit to / kept its answers)
    await removeAppEntry(page, 'reads');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await throttle(page);
    return await readyMs(page, route);
  } finally {
    await context.close();
  }
}

async function repeatVisits(browser: Browser, server: Server, credentials: Credentials, route: string, runs: number) {
  const { context, page } = await memberContext(browser, server.origin, server, credentials, true);
  try {
    await shown(page, route);
    // a return visit comes after the last one kept its answers
    await answersKept(page, route);
    await throttle(page);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) times.push(await readyMs(page, route));
    return median(times);
  } finally {
    await context.close();
  }
}

/**
 * Medians of `runs` first visits to `route` by a signed-in member over HTTP/2 and over HTTP/1.1 (interleaved, so
 * that the machine's load falls on both alike), and of `runs` repeat visits (from the service worker's precache).
 */
export async function contentReady(
  browser: Browser,
  server: Server,
  credentials: Credentials,
  route: string,
  runs: number,
): Promise<ContentReadyFigures> {
  const http2: number[] = [];
  const http1: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    http2.push(await firstVisit(browser, server.front, server, credentials, route));
    http1.push(await firstVisit(browser, server.origin, server, credentials, route));
  }
  return {
    firstVisitMs: median(http2),
    firstVisitHttp1Ms: median(http1),
    repeatVisitMs: await repeatVisits(browser, server, credentials, route, runs),
  };
}

// When the verification text is first on screen, whoever drew it: the server's copy or the screen.
const WATCH_VERIFY_TEXT = `(() => {
  const check = () => {
    const text = document.querySelector('.verify-screen-text');
    if (text && (text.textContent || '').trim()) window.__verifyText = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

/**
 * A new visitor's /verify in the browser language `locale`, medians over `runs` first visits (a fresh context
 * each, no service worker): ms until its text is on screen (painted with the HTML, contract/verify-screen.ts),
 * and until the screen itself is ready to be pressed.
 */
export async function visitorVerifyMs(browser: Browser, baseURL: string, locale: string, runs: number) {
  const text: number[] = [];
  const ready: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ locale, baseURL, viewport: PHONE, serviceWorkers: 'block' });
    try {
      await context.addInitScript(WATCH);
      await context.addInitScript(WATCH_VERIFY_TEXT);
      const page = await context.newPage();
      await throttle(page);
      ready.push(await readyMs(page, '/verify'));
      text.push(await page.evaluate(() => (window as { __verifyText?: number }).__verifyText ?? Infinity));
    } finally {
      await context.close();
    }
  }
  return { textMs: median(text), readyMs: median(ready) };
}
