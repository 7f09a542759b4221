import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { launchBrowser, LOCALE, PHONE } from '../../e2e/support/browser';
import { startWebKit, type Key } from './webkit';

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const FIREFOX_PATH = '/usr/bin/firefox-esr';

/**
 * One phone-sized page in one engine, with only what the cross-engine path needs: each engine's driver
 * (Playwright for Chromium, Puppeteer over WebDriver BiDi for Firefox, WebDriver for WebKitGTK) behind it.
 * `evaluate` runs a function's source in the page: it must not close over anything of the test's.
 */
export interface EnginePage {
  readonly engine: EngineName;
  /** a full load of `url`, resolved once the page's load event fired */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** a real click (or tap) in the middle of the element the CSS selector finds */
  click(selector: string): Promise<void>;
  /** real key presses typing `text` into the (empty) input the selector finds */
  type(selector: string, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** uncaught errors, unhandled rejections and console errors since the last call */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

const source = <A extends unknown[]>(fn: (...args: A) => unknown, args: A) =>
  `(${String(fn)})(...${JSON.stringify(args)})`;

async function chromiumPage(): Promise<EnginePage> {
  const browser = await launchBrowser();
  const context = await browser.newContext({
    locale: LOCALE,
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    engine: 'chromium',
    goto: (url) => page.goto(url).then(() => undefined),
    reload: () => page.reload().then(() => undefined),
    url: () => Promise.resolve(page.url()),
    evaluate: (fn, ...args) => page.evaluate(source(fn, args)),
    click: (selector) => page.locator(selector).first().click(),
    type: (selector, text) => page.locator(selector).first().pressSequentially(text),
    press: (key) => page.keyboard.press(key),
    screenshot: (file) => page.screenshot({ path: file }).then(() => undefined),
    takeErrors: () => Promise.resolve(errors.splice(0)),
    close: () => browser.close(),
  };
}

async function firefoxPage(): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      // no update checks or telemetry: a test talks to its own server only
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      // scroll bars over the page as on a phone, not a desktop's bar that takes 12 px of the 375
      'ui.useOverlayScrollbars': 1,
      // the app starts in the browser's language: the tests read the default, as in the other engines
      'intl.accept_languages': LOCALE,
    },
  });
  const page = await browser.newPage();
  await page.setViewport(PHONE);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    engine: 'firefox',
    goto: (url) => page.goto(url).then(() => undefined),
    reload: () => page.reload().then(() => undefined),
    url: () => Promise.resolve(page.url()),
    evaluate: (fn, ...args) => page.evaluate(source(fn, args)) as never,
    click: (selector) => page.locator(selector).click(),
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key),
    screenshot: (file) => page.screenshot({ path: file as `${string}.png` }).then(() => undefined),
    takeErrors: () => Promise.resolve(errors.splice(0)),
    close: () => browser.close(),
  };
}

// WebDriver's classic protocol has no page events: the page collects its own errors, from the moment the
// load that put it there returns (an error earlier in a load is seen as the app not starting).
const collectErrors = () => {
  const page = window as unknown as { __engineErrors?: string[] };
  if (page.__engineErrors) return;
  const errors: string[] = (page.__engineErrors = []);
  addEventListener('error', (event) => errors.push(String(event.message)));
  addEventListener('unhandledrejection', (event) => errors.push(`Unhandled rejection: ${String(event.reason)}`));
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    error(...args);
  };
};
const drainErrors = () => (window as unknown as { __engineErrors?: string[] }).__engineErrors?.splice(0) ?? [];

async function webkitPage(): Promise<EnginePage> {
  const session = await startWebKit();
  // the window's frame takes some height: sized again so that the page itself is 375×812
  await session.command('POST', '/window/rect', { width: PHONE.width, height: PHONE.height });
  const run = <A extends unknown[], R>(fn: (...args: A) => R, args: A) =>
    session.command<Awaited<R>>('POST', '/execute/sync', { script: `return ${source(fn, args)}`, args: [] });
  const inner = await run(() => innerHeight, []);
  await session.command('POST', '/window/rect', { width: PHONE.width, height: 2 * PHONE.height - inner });
  const errors: string[] = [];
  const load = async (navigate: () => Promise<unknown>) => {
    errors.push(...(await run(drainErrors, []).catch(() => [])));
    await navigate();
    await run(collectErrors, []);
  };
  return {
    engine: 'webkit',
    goto: (url) => load(() => session.command('POST', '/url', { url })),
    reload: () => load(() => session.command('POST', '/refresh')),
    url: () => session.command<string>('GET', '/url'),
    evaluate: (fn, ...args) => run(fn, args),
    click: async (selector) => {
      await session.command('POST', `/element/${await session.element(selector)}/click`);
    },
    type: async (selector, text) => {
      await session.command('POST', `/element/${await session.element(selector)}/value`, { text });
    },
    press: (key) => session.press(key),
    screenshot: async (file) => {
      writeFileSync(file, Buffer.from(await session.command<string>('GET', '/screenshot'), 'base64'));
    },
    takeErrors: async () => [...errors.splice(0), ...(await run(drainErrors, []))],
    close: () => session.close(),
  };
}

export const openEngine: Record<EngineName, () => Promise<EnginePage>> = {
  chromium: chromiumPage,
  firefox: firefoxPage,
  webkit: webkitPage,
};
