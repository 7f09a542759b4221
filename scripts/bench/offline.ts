import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { startFaultProxy } from '../fault-proxy';
import { median } from './median';
import { LOCALE, PHONE } from '../../tests/e2e/support/browser';
import { loginViaApi, passVerification, type Credentials } from '../../tests/e2e/support/session';

/** Bytes on disk of every URL in dist/sw.js's precache manifest. */
export function precacheBytes(dist: string): { entries: number; bytes: number } {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((match) => match[1] ?? '');
  if (urls.length === 0) throw new Error('no precache manifest found in dist/sw.js');
  const bytes = urls.reduce((sum, url) => sum + statSync(path.join(dist, url)).size, 0);
  return { entries: urls.length, bytes };
}

/**
 * A member's repeat visit to / with the service worker in control after `cut` took the network away: the
 * page's own first-contentful-paint entry, median of `runs` reloads.
 */
async function repeatPaintMs(
  browser: Browser,
  baseURL: string,
  credentials: Credentials,
  cut: (context: BrowserContext) => Promise<void>,
  runs: number,
) {
  const context = await browser.newContext({ locale: LOCALE, baseURL, viewport: PHONE });
  try {
    const page = await context.newPage();
    await passVerification(page);
    await loginViaApi(page, baseURL, credentials);
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await cut(context);
    const paints: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await page.goto('/', { waitUntil: 'load', timeout: 30_000 });
      const fcp = await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        null,
        { timeout: 10_000 },
      );
      paints.push(Number(await fcp.jsonValue()));
    }
    return median(paints);
  } finally {
    await context.close();
  }
}

/** The repeat visit with the network gone (offline). */
export const offlinePaintMs = (browser: Browser, baseURL: string, credentials: Credentials, runs = 5) =>
  repeatPaintMs(browser, baseURL, credentials, (context) => context.setOffline(true), runs);

/** The repeat visit on lie-fi: through a proxy that accepts every request and never answers. */
export async function lieFiPaintMs(browser: Browser, baseURL: string, credentials: Credentials, runs = 3) {
  const proxy = await startFaultProxy(baseURL);
  try {
    return await repeatPaintMs(browser, proxy.url, credentials, async () => proxy.set('stall'), runs);
  } finally {
    await proxy.close();
  }
}
