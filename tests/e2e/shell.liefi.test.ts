import type { Page } from 'playwright-core';
import type { Language } from '../../contract/messages';
import { startFaultProxy, type FaultProxy } from '../../scripts/fault-proxy';
import enErrors from '../../src/lib/i18n/locales/en/errors.json';
import hansErrors from '../../src/lib/i18n/locales/zh-Hans/errors.json';
import hantErrors from '../../src/lib/i18n/locales/zh-Hant/errors.json';
import { newPhonePage, screenshot, swInControl } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi } from './support/session';

const env = useServerAndBrowser();
let proxy: FaultProxy;
let page: Page;
beforeAll(async () => {
  proxy = await startFaultProxy(env.server.url);
  // the real clock: the installed one fakes `performance`, whose paint entries this file measures
  ({ page } = await newPhonePage(env.browser, proxy.url, { clock: 'real' }));
  await passVerification(page);
  await loginViaApi(page, proxy.url, await registerViaApi(proxy.url));
});
afterAll(() => proxy.close());

const firstContentfulPaint = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;

const LANGUAGES: [Language, string, string][] = [
  ['zh-Hant', '繁體中文', hantErrors.slow],
  ['zh-Hans', '简体中文', hansErrors.slow],
  ['en', 'English', enErrors.slow],
];

describe('lie-fi: the phone is connected and nothing comes back', () => {
  it.each(LANGUAGES)(
    'in %s, a returning member opening /trade sees the app within 4 s, told the connection is slow; it serves again when the network does',
    async (lang, languageName, slowText) => {
      proxy.set('pass');
      await page.goto('/my/setting');
      await page.getByText(languageName, { exact: true }).click();
      await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
      await page.goto('/trade');
      await swInControl(page);
      const rooms = page.getByRole('link', { name: /BTC\/USDT/ });
      await rooms.first().waitFor();

      proxy.set('stall');
      await page.goto('/trade', { timeout: 10_000 });
      const paint = await page.waitForFunction(firstContentfulPaint, null, { timeout: 10_000 });
      expect(Number(await paint.jsonValue())).toBeLessThan(4000);
      await page.getByRole('navigation').waitFor();
      await page.getByRole('status').getByText(slowText).waitFor({ timeout: 10_000 });
      // the kept rooms show, marked as refreshing; that note steps aside for the slow-connection pill in its place
      const refreshing = page.locator('[data-refreshing-note]');
      expect(await refreshing.count()).toBe(1);
      expect(await refreshing.isVisible()).toBe(false);
      await screenshot(page, 'shell', `liefi-trade-${lang}`);

      proxy.set('pass');
      await page.reload();
      await rooms.first().waitFor();
      // the rooms the last visit kept show at once, before the fresh answers: the notice goes once those come
      // (a call unanswered for 2 s on a busy machine shows it for a moment)
      await page.getByRole('status').getByText(slowText).waitFor({ state: 'hidden', timeout: 10_000 });
    },
  );
});
