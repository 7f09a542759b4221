import type { Page } from 'playwright-core';
import { newPhonePage } from './support/browser';
import { chunkOf } from './support/server';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi } from './support/session';

const env = useServerAndBrowser();

interface Load {
  chunk: string;
  url: string;
  sentAt: number;
  doneAt?: number;
}

/**
 * Opens `path` over a phone's round trip (150 ms, Chromium's own throttling) with an empty HTTP cache and records,
 * per file, when its request left and when its answer was in (seconds, Chromium's network clock).
 */
async function loadsOf(page: Page, path: string): Promise<Load[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const loads = new Map<string, Load>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
    loads.set(requestId, { chunk: chunkOf(request.url) ?? '', url: request.url, sentAt: timestamp });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const load = loads.get(requestId);
    if (load) load.doneAt = timestamp;
  });
  // not `networkidle`: a member's page holds its event stream open; until the screen shows its content
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForFunction(
    () =>
      document.querySelector('main') && !document.querySelector('[aria-busy="true"], .boot, .boot-home, .boot-verify'),
  );
  await cdp.detach();
  return [...loads.values()];
}

describe('a first visit', () => {
  it("fetches a signed-in member's screen code beside the start-up code, not after it has run", async () => {
    const { page } = await newPhonePage(env.browser, env.server.url, { serviceWorkers: 'block' });
    await passVerification(page);
    await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));

    const loads = await loadsOf(page, '/trade');
    const of = (chunk: string) => loads.find((load) => load.chunk === chunk);
    const boot = of('boot');
    const screen = of('trade-page');
    const firstRead = loads.filter((load) => load.url.includes('/api/')).sort((a, b) => a.sentAt - b.sentAt)[0];
    expect(boot?.doneAt).toBeDefined();
    expect(screen).toBeDefined();
    expect(firstRead).toBeDefined();
    // asked for while the start-up code was still on its way (the server named it in the page)
    expect(screen!.sentAt).toBeLessThan(boot!.doneAt!);
    // and with it the page's layout and catalogs' neighbours: everything the screen needs before its first read
    for (const chunk of ['default-layout', 'trade-page', 'member']) {
      expect(of(chunk)?.sentAt, chunk).toBeLessThan(boot!.doneAt!);
    }
    expect(screen!.sentAt).toBeLessThan(firstRead!.sentAt);
  });

  it("starts the first screen's reads before its code has finished loading", async () => {
    const { page } = await newPhonePage(env.browser, env.server.url, { serviceWorkers: 'block' });
    await passVerification(page);
    await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));

    const loads = await loadsOf(page, '/trade');
    // the screen's own and its tab layout's (the break banner's)
    const reads = loads.filter((load) => /\/api\/(rooms|balance|breakState)$/.test(load.url));
    // the screen's code: what the server named for it (its layout, page and their imports, after boot's)
    const named = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    );
    const screenCode = loads.filter((load) => named.includes(load.url));
    expect(screenCode.map((load) => load.chunk)).toEqual(expect.arrayContaining(['trade-page', 'default-layout']));
    const codeDone = Math.max(...screenCode.map((load) => load.doneAt ?? Infinity));
    // each asked once: the screen found it under way rather than asking again
    expect(reads.map((load) => new URL(load.url).pathname).sort()).toEqual([
      '/api/balance',
      '/api/breakState',
      '/api/rooms',
    ]);
    // all left while some of the screen's code was still arriving, together: neither waits for the other's answer
    for (const read of reads) expect(read.sentAt, read.url).toBeLessThan(codeDone);
    const lastSent = Math.max(...reads.map((load) => load.sentAt));
    const firstDone = Math.min(...reads.map((load) => load.doneAt ?? Infinity));
    expect(lastSent).toBeLessThan(firstDone);
  });

  it("names no member screen's code to a visitor, whom the app sends to the puzzle", async () => {
    const { page } = await newPhonePage(env.browser, env.server.url, { serviceWorkers: 'block' });
    const loads = await loadsOf(page, '/trade');
    expect(page.url()).toContain('/verify');
    expect(loads.map((load) => load.chunk)).not.toContain('trade-page');
    const html = await (await fetch(`${env.server.url}/trade`)).text();
    // a visitor's page names nothing ahead: Lighthouse counts every early request against a new visitor's LCP
    expect(html).not.toContain('rel="modulepreload"');
  });
});
