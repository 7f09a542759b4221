import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../server/start';
import { launchBrowser, newPhonePage, screenshot, untilSettled } from './support/browser';
import { startTestServer } from './support/server';
import { loginViaApi, passVerification, registerViaApi, setLoadingScreenDue } from './support/session';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ page } = await newPhonePage(browser, server.url));
  await passVerification(page);
  await loginViaApi(page, server.url, await registerViaApi(server.url));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const announcement = () => page.getByRole('dialog', { name: '公告' });
const tabTitles = () => page.locator('#home-news-panel h3').allInnerTexts();

describe('the home page with the demo content', () => {
  it('shows the announcement once per session, closed by its button', async () => {
    await page.goto('/home');
    await announcement().waitFor();
    expect(await announcement().innerText()).toContain('示範環境');
    const width = await announcement().evaluate((dialog) => dialog.getBoundingClientRect().width);
    expect(width).toBeCloseTo(375 * 0.7, 0);
    await screenshot(page, 'content', 'home-announcement-zh-Hant');
    await announcement().getByRole('button', { name: '我知道了' }).click();
    await announcement().waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '資訊' }).click();
    await page.waitForURL('**/zixun');
    await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '首頁' }).click();
    await page.locator('#home-news-panel h3').first().waitFor();
    expect(await announcement().count()).toBe(0);

    // once per tab session: a reload does not bring it back
    await page.reload();
    await untilSettled(page);
    await page.locator('#home-news-panel h3').first().waitFor();
    expect(await announcement().count()).toBe(0);
  });

  it('on the first visit of the day, opens the announcement after the loading screen, never over it', async () => {
    const phone = await newPhonePage(browser, server.url);
    await passVerification(phone.page);
    await loginViaApi(phone.page, server.url, await registerViaApi(server.url));
    // off the app while the flag is set, so that no page of it shows the screen first
    await phone.page.goto('/manifest.webmanifest');
    await setLoadingScreenDue(phone.page, true);
    // Records, in order, when the loading screen and the announcement come and go.
    await phone.page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const state = () =>
        `loading screen ${document.querySelector('[data-testid="loading-screen"]') ? 'up' : 'down'}, ` +
        `announcement ${document.querySelector('dialog[open]') ? 'open' : 'closed'}`;
      new MutationObserver(() => {
        if (state() !== seen.at(-1)) seen.push(state());
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
    });
    await phone.page.goto('/');
    await phone.page.getByTestId('loading-screen').waitFor();
    await screenshot(phone.page, 'content', 'home-loading-screen-zh-Hant');
    // the screen counts down its 5 s; the announcement comes after it
    await phone.page.getByRole('dialog', { name: '公告' }).waitFor();
    const seen = await phone.page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.filter((state) => state !== 'loading screen down, announcement closed')).toEqual([
      'loading screen up, announcement closed',
      'loading screen down, announcement open',
    ]);
    await phone.context.close();
  });

  it('moves the carousel within 3.5 s, with images of fixed size', async () => {
    const track = page.getByTestId('carousel-track');
    await track.locator('img').first().waitFor();
    const start = await track.evaluate((element) => element.scrollLeft);
    await page.waitForFunction(
      // any move: from the last slide it goes back to the first
      (from) => (document.querySelector('[data-testid="carousel-track"]')?.scrollLeft ?? from) !== from,
      start,
      { timeout: 3500 },
    );
    const sizes = await track
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getBoundingClientRect().height));
    expect(new Set(sizes).size).toBe(1);
    expect(sizes[0]).toBeGreaterThan(100);
  });

  it('numbers the notices into one scrolling line', async () => {
    const notices = page.getByRole('region', { name: '最新公告' });
    const text = await notices
      .locator('[data-scrolling] span')
      .first()
      .evaluate((line) => line.textContent ?? '');
    expect(text).toMatch(/^1\. .+ {2}2\. .+ {2}3\. .+/);
    expect(await notices.locator('[data-scrolling]').getAttribute('data-scrolling')).toBe('true');
  });

  it('has three news tabs, each with its own news', async () => {
    await page.locator('#home-news-panel h3').first().waitFor();
    const seen: string[][] = [];
    for (const tab of ['尊享奬賞', '投資風向', '財富須知']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForFunction(
        (previous) => {
          const titles = [...document.querySelectorAll('#home-news-panel h3')].map((h) => h.textContent);
          return titles.length > 0 && JSON.stringify(titles) !== previous;
        },
        JSON.stringify(seen.at(-1) ?? []),
      );
      seen.push(await tabTitles());
    }
    expect(new Set(seen.flat()).size).toBe(seen.flat().length);
    await screenshot(page, 'content', 'home-guides-tab-zh-Hant');
  });

  it('opens a news item', async () => {
    const first = page.locator('#home-news-panel h3').first();
    const title = await first.innerText();
    await first.click();
    await page.waitForURL(/\/home\/news\/detail\?id=\d+/);
    await page.getByRole('heading', { name: title }).waitFor();
    await screenshot(page, 'content', 'news-detail-zh-Hant');
  });

  it('says clearly when a news item does not exist', async () => {
    await page.goto('/home/news/detail?id=99999');
    await page.getByText('找不到這篇資訊').waitFor();
  });

  it("opens the customer-service tile on the demo's service page, inside the app", async () => {
    await page.goto('/home');
    await page.getByRole('navigation', { name: '快捷入口' }).getByRole('link', { name: '客服' }).click();
    await page.waitForURL('**/customer');
    await page.getByRole('heading', { name: '聯絡我們' }).waitFor();
  });
});
