import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Language } from '../../contract/messages';
import { newPhonePage, screenshot, untilSettled } from './support/browser';
import { passVerification, readAppEntry, registerViaApi } from './support/session';
import { DIST_DIR } from './support/server';
import { useServerAndBrowser } from './support/setup';
import hantAuth from '../../src/lib/i18n/locales/zh-Hant/auth.json';
import hansAuth from '../../src/lib/i18n/locales/zh-Hans/auth.json';
import enAuth from '../../src/lib/i18n/locales/en/auth.json';
import hantVerify from '../../src/lib/i18n/locales/zh-Hant/verify.json';
import hansVerify from '../../src/lib/i18n/locales/zh-Hans/verify.json';
import enVerify from '../../src/lib/i18n/locales/en/verify.json';
import enHome from '../../src/lib/i18n/locales/en/home.json';

const env = useServerAndBrowser();

const TEXTS = {
  'zh-Hant': { auth: hantAuth, verify: hantVerify },
  'zh-Hans': { auth: hansAuth, verify: hansVerify },
  en: { auth: enAuth, verify: enVerify },
} as const;

const languageSwitch = (page: Page) => page.locator('header select');

/** /verify, then /auth/login and /auth/register, each in `language`, its switch showing it. */
async function expectScreensIn(page: Page, language: Language, shots: string) {
  const { verify, auth } = TEXTS[language];
  await page.goto('/verify');
  await page.getByText(verify.prompt).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
  expect(await languageSwitch(page).inputValue()).toBe(language);
  await untilSettled(page);
  await screenshot(page, 'lang32', `${shots}-verify`);
  await passVerification(page);
  for (const [path, kind] of [
    ['/auth/login', 'login'],
    ['/auth/register', 'register'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { name: auth[kind].title }).waitFor();
    expect(await languageSwitch(page).inputValue()).toBe(language);
    await untilSettled(page);
    await screenshot(page, 'lang32', `${shots}-${kind}`);
  }
}

describe('the screens before sign-in start in the browser’s language', () => {
  it.each([
    ['en-US', 'en'],
    ['zh-CN', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['fr-FR', 'zh-Hant'],
  ] as const)('a browser in %s sees verification, sign-in and registration in %s', async (locale, language) => {
    const { context, page } = await newPhonePage(env.browser, env.server.url, { locale });
    await expectScreensIn(page, language, locale);
    // nothing was chosen: the browser's language is not stored as a choice
    expect(await readAppEntry(page, 'lang')).toBeUndefined();
    await context.close();
  });
});

describe('the language switch on the verification screen', () => {
  it('is a labelled control of 44 px, and the language chosen there stays through sign-in', async () => {
    const member = await registerViaApi(env.server.url);
    const { context, page } = await newPhonePage(env.browser, env.server.url);
    await page.goto('/verify');
    const control = page.getByRole('combobox', { name: '語言' });
    // sizes are written in vw (375 px wide = the design's px), a hair under a whole pixel
    const box = await control.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(44);

    await control.selectOption('en');
    await page.getByText(enVerify.prompt).waitFor();
    // kept on the device as the screen changes (the write may finish a moment after the screen)
    await expect.poll(() => readAppEntry(page, 'lang')).toBe('en');

    // the puzzle's pass (a reload), then the sign-in form in English, then home in English
    await passVerification(page);
    await page.goto('/auth/login');
    await page.getByRole('heading', { name: enAuth.login.title }).waitFor();
    await page.locator(`input[aria-label="${enAuth.field.account}"]`).fill(member.account);
    await page.locator(`input[aria-label="${enAuth.field.password}"]`).fill(member.password);
    await page.getByRole('button', { name: enAuth.login.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByText(enHome.nav.deposit).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // signed in, no switch: the settings have the language from now on
    expect(await languageSwitch(page).count()).toBe(0);
    await page.reload();
    await page.getByText(enHome.nav.deposit).first().waitFor();
    await context.close();
  });
});

describe('the first screen’s text in a language the start-up code does not carry', () => {
  it('is requested while the shell’s catalogs are on their way, not after they have arrived', async () => {
    const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const url = (catalog: string) => `**/${manifest[`src/lib/i18n/locales/${catalog}.json`]!.file}`;
    const { context, page } = await newPhonePage(env.browser, env.server.url, { locale: 'en-US' });
    let screenCatalogAsked = () => {};
    const asked = new Promise<void>((resolve) => (screenCatalogAsked = resolve));
    await context.route(url('en/verify'), (route) => {
      screenCatalogAsked();
      return route.continue();
    });
    // The shell's catalog is held until the screen's has been asked for: a screen whose catalog were requested only
    // after the shell's arrived (a chain of round trips on a phone) would never show its text.
    await context.route(url('en/common'), async (route) => {
      await asked;
      await route.continue();
    });
    await page.goto('/verify');
    await page.getByText(enVerify.prompt).waitFor();
    await context.close();
  });
});
