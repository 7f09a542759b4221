import type { Page } from 'playwright-core';
import en from '../../src/lib/i18n/locales/en/verify.json';
import zhHans from '../../src/lib/i18n/locales/zh-Hans/verify.json';
import zhHant from '../../src/lib/i18n/locales/zh-Hant/verify.json';
import { newPhonePage, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/setup';

const env = useServerAndBrowser();

const PARTS = ['.verify-screen-icon', '.verify-screen-text', '.verify-screen-start'] as const;
const boxes = (page: Page) =>
  Promise.all(
    PARTS.map((selector) =>
      page.locator(selector).evaluate((element) => {
        const { top, left, width, height } = element.getBoundingClientRect();
        return { top, left, width, height };
      }),
    ),
  );

describe("the verification screen's copy in the HTML", () => {
  it.each([
    ['zh-TW', 'zh-Hant', zhHant],
    ['zh-CN', 'zh-Hans', zhHans],
    ['en-US', 'en', en],
  ] as const)(
    'paints its text in %s before the app, exactly where the screen then draws it',
    async (locale, lang, words) => {
      // a new visitor: no service worker, which would answer the page from its cache
      const { page, context } = await newPhonePage(env.browser, env.server.url, { locale, serviceWorkers: 'block' });
      // what a phone shows while the app's code is still on its way: held back here
      await context.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/verify');
      const shell = page.locator('.boot-verify');
      expect(await shell.locator('.verify-screen-text').innerText()).toBe(words.prompt);
      expect(await shell.locator('.verify-screen-start').innerText()).toBe(words.start);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.locator('.boot').isVisible()).toBe(false);
      // nothing in the copy can be pressed or focused, and a screen reader skips it
      expect(await shell.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
      expect(await page.getByRole('button').count()).toBe(0);
      const painted = await boxes(page);
      await screenshot(page, 'verify', `shell-${lang}`);

      await context.unroute('**/assets/*.js');
      await page.reload();
      await page.getByRole('button', { name: words.start }).waitFor();
      expect(await shell.count()).toBe(0);
      expect(await page.locator('main .verify-screen-text').innerText()).toBe(words.prompt);
      const drawn = await boxes(page);
      for (const [index, box] of drawn.entries()) {
        for (const side of ['top', 'left', 'width', 'height'] as const) {
          expect(box[side], `${PARTS[index]} ${side}`).toBeCloseTo(painted[index]![side], 0);
        }
      }
      await screenshot(page, 'verify', `screen-${lang}`);
      await context.close();
    },
  );
});
