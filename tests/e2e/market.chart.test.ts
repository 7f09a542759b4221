import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../server/start';
import { launchBrowser, newPhonePage, screenshot } from './support/browser';
import { startTestServer } from './support/server';
import { loginViaApi, passVerification } from './support/session';

const DEMO = { account: 'demo', password: 'demo1234' };
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function demoPage() {
  const phone = await newPhonePage(browser, server.url);
  await passVerification(phone.page);
  await loginViaApi(phone.page, server.url, DEMO);
  await phone.page
    .getByTestId('loading-screen')
    .click({ timeout: 3000 })
    .catch(() => {});
  return phone;
}

describe('markets', () => {
  it('lists live simulated quotes and opens a market’s candlestick chart', async () => {
    const { page, errors } = await demoPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await page.goto('/trade');
    await page.getByText('比特幣 60 秒場').waitFor();
    expect(scripts.some((url) => url.includes('candle-chart'))).toBe(false);

    await page.goto('/market');
    await page.getByText('模擬行情（演示數據）').waitFor();
    const rows = page.getByRole('list', { name: '市場列表' }).getByRole('link');
    await expect.poll(() => rows.count()).toBe(4);
    await screenshot(page, 'markets', 'e2e-market');

    await rows.filter({ hasText: 'BTC/USDT' }).click();
    await page.waitForURL(/\/market\/linechart\?symbol=BTC%2FUSDT$/);
    await page.locator('[data-testid="candle-chart"] canvas').first().waitFor();
    expect(scripts.some((url) => url.includes('candle-chart'))).toBe(true);
    await expect.poll(() => page.getByTestId('quote-price').textContent()).toMatch(/^\d+\.\d+$/);

    await page.getByRole('tab', { name: '5 分' }).click();
    expect(await page.getByRole('tab', { name: '5 分' }).getAttribute('aria-selected')).toBe('true');
    await page.locator('[data-testid="candle-chart"] canvas').first().waitFor();
    await screenshot(page, 'markets', 'e2e-linechart-5m');

    await page.goto('/market/dynatictable');
    await expect.poll(() => page.locator('table tbody tr').count()).toBe(4);
    expect(errors).toEqual([]);
  });
});
