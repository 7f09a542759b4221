import { Converter } from 'opencc-js/t2cn';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../server/start';
import type { Language } from '../../contract/messages';
import { launchBrowser, newPhonePage, openScreen, screenshot, untilSettled } from './support/browser';
import { startTestServer } from './support/server';
import { loginViaApi, passVerification, registerViaApi, type Credentials } from './support/session';
import hantSettings from '../../src/lib/i18n/locales/zh-Hant/settings.json';
import hansSettings from '../../src/lib/i18n/locales/zh-Hans/settings.json';
import enSettings from '../../src/lib/i18n/locales/en/settings.json';

let server: RunningServer;
let browser: Browser;
let page: Page;
let member: Credentials;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ page } = await newPhonePage(browser, server.url));
  member = await registerViaApi(server.url);
  await passVerification(page);
  await loginViaApi(page, server.url, member);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const LANGUAGES: [Language, string, typeof enSettings][] = [
  ['zh-Hant', '繁體中文', hantSettings],
  ['zh-Hans', '简体中文', hansSettings],
  ['en', 'English', enSettings],
];
// what an i18n key left on screen looks like ("nav.deposit", "category.rewards")
const RAW_KEY =
  /\b(?:header|nav|notice|carousel|news|balance|announce|refresh|login|register|field|placeholder|category|notFound|wait)\.[a-zA-Z]+/;

const HAN = /\p{Script=Han}/gu;
// character by character: a text in simplified Chinese has nothing for this to change
const toSimplified = Converter({ from: 'tw', to: 'cn' });

/** What on screen is written in another language's script: Han in English, traditional-only in 简体. */
function otherScript(text: string, lang: Language): string[] {
  if (lang === 'en') return text.match(HAN) ?? [];
  if (lang === 'zh-Hans') return [...new Set(text.match(HAN))].filter((char) => toSimplified(char) !== char);
  return [];
}

/** A visitor's screen in `lang`: no key left, no other script (a member's screens: routes.sweep). */
async function show(path: string, lang: Language, name: string) {
  await openScreen(page, path);
  // the announcement shows once per tab session: close it where it is still up
  const close = page.getByRole('dialog').getByRole('button');
  if (path === '/home' && (await close.isVisible())) {
    await close.click();
    await untilSettled(page);
  }
  // the language switch names each language in itself (繁體中文, English): not this screen's words
  const names = await page.locator('option[lang]').allTextContents();
  const text = names.reduce((shown, name) => shown.replaceAll(name, ''), await page.locator('body').innerText());
  expect(text).not.toMatch(RAW_KEY);
  expect(otherScript(text, lang), `${path} in ${lang}`).toEqual([]);
  await screenshot(page, 'content', `${name}-${lang}`);
  return text;
}

describe('switching the language', () => {
  it('shows the server texts in the new language at once, without a reload', async () => {
    await page.goto('/trade');
    await page.getByText('比特幣 60 秒場').waitFor();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/rooms')) asked.push(request.headers()['accept-language'] ?? '');
    });
    await page.locator('a[href="/my"]').first().click();
    await page.locator('a[href="/my/setting"]').first().click();
    await page.getByText('English', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.goBack();
    await page.goBack();
    await page.getByText('Bitcoin 60 s').waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(asked).toEqual(['en']);
    // and the way back, for the screens below
    await page.goto('/my/setting');
    await page.getByText('繁體中文', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'zh-Hant');
  });
});

describe.each(LANGUAGES)('the content screens in %s', (lang, languageName, settings) => {
  it('switches the language in the settings', async () => {
    await page.goto('/my/setting');
    await page.getByText(languageName, { exact: true }).click();
    await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
  });

  it("shows the demo's customer-service page in /customer, in the member's language", async () => {
    await page.goto('/customer');
    await page.locator('main section h2').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    const text = await page.locator('body').innerText();
    expect(text).toContain(lang === 'en' ? 'Contact us' : lang === 'zh-Hant' ? '聯絡我們' : '联系我们');
    expect(otherScript(text, lang)).toEqual([]);
    await screenshot(page, 'content', `customer-service-${lang}`);
  });

  it('shows login and registration to a visitor', async () => {
    await page.goto('/my/setting');
    await page.getByRole('button', { name: settings.logout }).click();
    await page.getByRole('dialog').getByRole('button', { name: settings.logout }).click();
    await page.waitForURL(/\/auth\/login/);
    await show('/auth/login', lang, 'auth-login');
    await show('/auth/register', lang, 'auth-register');
    await loginViaApi(page, server.url, member);
  });
});
