import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const PHONE = { width: 375, height: 812 };
/**
 * The browser language of every test context: the app starts in the browser's language when it is one of its own
 * (src/lib/i18n), and the tests read its texts in its default, zh-Hant. A test of another language asks for its own.
 */
export const LOCALE = 'zh-TW';

/** Debian's Chromium, never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** uncaught page errors and console errors seen so far */
  errors: string[];
}

/**
 * A fresh context (its own storage and service workers) with one page at 375×812, its clock kept inside the
 * hour (keepInsideTheHour). Tests that drive the clock themselves ask for `clock: 'real'` and install their own.
 */
export async function newPhonePage(
  browser: Browser,
  baseURL: string,
  {
    clock = 'inside-the-hour',
    locale = LOCALE,
    ...options
  }: { serviceWorkers?: 'allow' | 'block'; clock?: 'inside-the-hour' | 'real'; locale?: string } = {},
): Promise<PhonePage> {
  const context = await browser.newContext({
    ...options,
    locale,
    baseURL,
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  if (clock === 'inside-the-hour') await keepInsideTheHour(context);
  await countFetches(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/**
 * The context's clock starts one minute into the current hour and runs on from there, so a file that takes
 * a while never sees the puzzle pass of its hour expire half-way (the wall clock may cross the hour).
 */
export async function keepInsideTheHour(context: BrowserContext): Promise<void> {
  const start = new Date();
  start.setMinutes(1, 0, 0);
  await context.clock.install({ time: start });
}

/** Saves a screenshot under /tmp/shots/<area>/ (never committed) and returns its path. */
export async function screenshot(page: Page, area: string, name: string): Promise<string> {
  const dir = `/tmp/shots/${area}`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/${name}.png`;
  await page.screenshot({ path: file });
  return file;
}

/** Waits until the service worker is installed, activated and controls the page. */
export async function swInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/**
 * Waits until nothing on the page is moving: no finite CSS animation or transition running, and no element
 * half-way through a script-driven fade (antd-mobile's popups write their opacity inline as they animate).
 * For screenshots and checks of what a settled screen shows, instead of sleeping for an animation's length.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const moving = document
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    const fading = [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].some((element) => {
      const opacity = Number(element.style.opacity);
      return opacity > 0 && opacity < 1;
    });
    return !moving && !fading;
  });
}

/** Counts each page's fetches still in flight (read by untilSettled), from before the app's first script runs. */
export async function countFetches(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const fetch = window.fetch.bind(window);
    let inFlight = 0;
    Object.defineProperty(window, '__fetchesInFlight', { get: () => inFlight });
    window.fetch = (...args) => {
      inFlight += 1;
      return fetch(...args).finally(() => (inFlight -= 1));
    };
  });
}

/**
 * Waits until the screen has everything it asked for: a main region, nothing marked busy or a skeleton, no
 * fetch in flight (countFetches), every image and font loaded, the same for three frames in a row (a read
 * starts in an effect just after the first paint), and nothing moving. After navigateInApp the old screen
 * stays up while the next one's code loads, its main marked busy meanwhile. Instead of `networkidle`,
 * which waits 500 ms after the last request on every screen.
 */
export async function untilSettled(page: Page): Promise<void> {
  const counted = await page.evaluate(() => {
    (window as unknown as { __settledFrames: number }).__settledFrames = 0;
    return '__fetchesInFlight' in window;
  });
  if (!counted) throw new Error('untilSettled needs countFetches on the page’s context (newPhonePage installs it)');
  await page.waitForFunction(() => {
    const state = window as unknown as { __settledFrames: number; __fetchesInFlight?: number };
    const settled =
      document.querySelector('main, [role="main"]') !== null &&
      document.querySelector('[aria-busy="true"], .adm-skeleton') === null &&
      state.__fetchesInFlight === 0 &&
      [...document.images].every((image) => image.complete) &&
      document.fonts.status === 'loaded';
    state.__settledFrames = settled ? state.__settledFrames + 1 : 0;
    return state.__settledFrames >= 3;
  });
  await untilStill(page);
}

/** A client-side navigation (no reload), as a link or the back button would make. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  // From a settled screen: just after a reload the router may not listen yet, or a gate's redirect may be
  // under way and land after this navigation; either would leave another screen up than the one asked for.
  await untilSettled(page);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens a screen in the app already loaded on the page, as a tap would (else with a first load), until it settled. */
export async function openScreen(page: Page, path: string): Promise<void> {
  if (page.url().startsWith('http')) await navigateInApp(page, path);
  else await page.goto(path);
  await untilSettled(page);
}

/** Waits for the next frame the page paints. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}
