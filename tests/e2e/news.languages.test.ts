import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../server/start';
import type { Language } from '../../contract/messages';
import { launchBrowser, newPhonePage, screenshot } from './support/browser';
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
const MEMBER_SCREENS = [
  ['/home', 'home'],
  ['/zixun', 'zixun'],
  ['/home/news', 'news'],
  ['/home/news/detail?id=1', 'news-detail'],
  ['/home/news/detail?id=abc', 'news-not-found'],
  ['/home/swiper', 'swiper'],
  ['/home/notice', 'notice'],
  ['/home/debt/walletnav', 'debt-walletnav'],
  ['/home/debt/tradenav', 'debt-tradenav'],
  ['/home/debt/headertitle', 'debt-headertitle'],
  ['/home/debt/detailbtn', 'debt-detailbtn'],
] as const;
// what an i18n key left on screen looks like ("nav.deposit", "category.rewards")
const RAW_KEY =
  /\b(?:header|nav|notice|carousel|news|balance|announce|refresh|login|register|field|placeholder|category|notFound|wait)\.[a-zA-Z]+/;

async function show(path: string, lang: Language, name: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // the announcement shows once per tab session: close it where it is still up
  const close = page.getByRole('dialog').getByRole('button');
  if (path === '/home' && (await close.isVisible())) await close.click();
  await page.waitForTimeout(300);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(RAW_KEY);
  await screenshot(page, 'content', `${name}-${lang}`);
  return text;
}

describe.each(LANGUAGES)('the content screens in %s', (lang, languageName, settings) => {
  it('switches the language in the settings', async () => {
    await page.goto('/my/setting');
    await page.getByText(languageName, { exact: true }).click();
    await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
  });

  it.each(MEMBER_SCREENS)('%s is translated and rendered (screenshot %s)', async (path, name) => {
    const text = await show(path, lang, name);
    expect(text.trim().length).toBeGreaterThan(0);
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
