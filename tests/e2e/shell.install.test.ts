import type { BrowserContext, Page } from 'playwright-core';
import { keepInsideTheHour, LOCALE, PHONE, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi } from './support/session';

const env = useServerAndBrowser();
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A signed-in member's phone; `standalone` opens the app as one opened from the home screen. */
async function memberPhone(options: { userAgent?: string; standalone?: boolean } = {}) {
  const context = await env.browser.newContext({
    locale: LOCALE,
    baseURL: env.server.url,
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  await keepInsideTheHour(context);
  const page = await context.newPage();
  // Chromium's media emulation has no display-mode: say it the way iOS Safari does from the home screen
  if (options.standalone)
    await context.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
  await passVerification(page);
  // this tab has seen the home announcement already: its modal would cover the header
  await page.evaluate(() => sessionStorage.setItem('showAnnounceDialog', 'false'));
  await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
  return { context, page };
}

/** What Chromium does when the app is installable: an offer whose prompt() shows its install dialog. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as { prompted?: number }).prompted = ((window as { prompted?: number }).prompted ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
    return offer.defaultPrevented;
  });

describe('add to home screen', () => {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('keeps the browser’s offer and shows its dialog from the header and from the settings', async () => {
    const phone = await memberPhone();
    context = phone.context;
    const { page } = phone;
    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const add = page.getByRole('button', { name: '加到主畫面' });
    expect(await add.count()).toBe(0);
    expect(await offerInstall(page)).toBe(true);
    await add.click();
    expect(await page.evaluate(() => (window as { prompted?: number }).prompted)).toBe(1);
    await add.waitFor({ state: 'detached' });

    await page.goto('/my/setting');
    await page.getByText('English', { exact: true }).waitFor();
    expect(await offerInstall(page)).toBe(true);
    await page.getByText('加到主畫面', { exact: true }).click();
    expect(await page.evaluate(() => (window as { prompted?: number }).prompted)).toBe(1);
  });

  it('on iOS Safari opens a short guide instead, in the member’s language', async () => {
    const phone = await memberPhone({ userAgent: IPHONE_SAFARI });
    context = phone.context;
    const { page } = phone;
    for (const [lang, name, add, title] of [
      ['zh-Hant', '繁體中文', '加到主畫面', '把應用加到主畫面'],
      ['zh-Hans', '简体中文', '添加到主屏幕', '把应用添加到主屏幕'],
      ['en', 'English', 'Add to home screen', 'Add the app to your home screen'],
    ] as const) {
      await page.goto('/my/setting');
      await page.getByText(name, { exact: true }).click();
      await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
      await page.getByText(add, { exact: true }).click();
      const guide = page.getByRole('dialog', { name: title });
      await guide.waitFor();
      await screenshot(page, 'install', `ios-guide-${lang}`);
      await guide.getByRole('button').click();
      await guide.waitFor({ state: 'hidden' });
    }
    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Add to home screen' }).count()).toBe(1);
  });

  it('is not offered once the app runs from the home screen', async () => {
    const phone = await memberPhone({ userAgent: IPHONE_SAFARI, standalone: true });
    context = phone.context;
    const { page } = phone;
    await page.goto('/my/setting');
    await page.getByText('繁體中文', { exact: true }).waitFor();
    expect(await page.getByText('加到主畫面', { exact: true }).count()).toBe(0);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('button', { name: '加到主畫面' }).count()).toBe(0);
  });
});
