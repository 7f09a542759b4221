import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { PHONE } from '../../tests/e2e/support/browser';
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
 * A member's repeat visit to / with the service worker in control and the network gone: the page's own
 * first-contentful-paint entry, median of `runs` reloads.
 */
export async function offlinePaintMs(browser: Browser, baseURL: string, credentials: Credentials, runs = 5) {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  try {
    const page = await context.newPage();
    await passVerification(page);
    await loginViaApi(page, baseURL, credentials);
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    const paints: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await page.goto('/', { waitUntil: 'load' });
      const fcp = await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        null,
        { timeout: 10_000 },
      );
      paints.push(Number(await fcp.jsonValue()));
    }
    return [...paints].sort((a, b) => a - b)[Math.floor(runs / 2)] ?? NaN;
  } finally {
    await context.close();
  }
}
