import { newPhonePage, nextFrame, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { signInPastLoading } from './support/session';
import { chunkOf } from './support/server';

const DEMO = { account: 'demo', password: 'demo1234' };
const env = useServerAndBrowser();

async function demoPage() {
  const phone = await newPhonePage(env.browser, env.server.url);
  await signInPastLoading(phone.page, env.server.url, DEMO);
  return phone;
}

describe('markets', () => {
  it('lists live simulated quotes and opens a market’s candlestick chart', async () => {
    const { page, errors } = await demoPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const loadsChart = () => scripts.some((url) => chunkOf(url) === 'candle-chart');

    await page.goto('/trade');
    await page.getByText('比特幣 60 秒場').waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(loadsChart()).toBe(false);

    await page.goto('/market');
    await page.getByText('模擬行情（演示數據）').waitFor();
    const rows = page.getByRole('list', { name: '市場列表' }).getByRole('link');
    await expect.poll(() => rows.count()).toBe(4);
    await screenshot(page, 'markets', 'e2e-market');

    await rows.filter({ hasText: 'BTC/USDT' }).click();
    await page.waitForURL(/\/market\/linechart\?symbol=BTC%2FUSDT$/);
    await page.locator('[data-testid="candle-chart"] canvas').first().waitFor();
    expect(loadsChart()).toBe(true);
    await expect.poll(() => page.getByTestId('quote-price').textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d+$/);

    await page.getByRole('tab', { name: '5 分' }).click();
    expect(await page.getByRole('tab', { name: '5 分' }).getAttribute('aria-selected')).toBe('true');
    await page.locator('[data-testid="candle-chart"] canvas').first().waitFor();
    await screenshot(page, 'markets', 'e2e-linechart-5m');

    await page.goto('/market/dynatictable');
    await expect.poll(() => page.locator('table tbody tr').count()).toBe(4);
    expect(errors).toEqual([]);
  });

  it('lets a vertical swipe over the chart scroll the page and a horizontal one pan the chart', async () => {
    const { page, context } = await demoPage();
    await page.goto('/trade/roomdetail?id=1');
    const chart = page.getByTestId('candle-chart');
    await chart.locator('canvas').first().waitFor();
    // drawn and done: two frames apart, the chart looks the same
    const chartStill = () =>
      vi.waitFor(
        async () => {
          const first = await chart.screenshot();
          await nextFrame(page);
          if (!first.equals(await chart.screenshot())) throw new Error('the chart is still moving');
        },
        { timeout: 10_000, interval: 50 },
      );
    await chartStill();
    // Offline: the polls pause, so only the swipe can change what the chart shows.
    await context.setOffline(true);
    await page.getByText('離線中，暫停下單').waitFor();
    await chartStill();
    const cdp = await context.newCDPSession(page);
    const swipe = async (dx: number, dy: number) => {
      const box = await chart.boundingBox();
      if (!box) throw new Error('no chart');
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 10; step += 1) {
        const point = { x: x + (dx * step) / 10, y: y + (dy * step) / 10 };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
        await nextFrame(page);
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await chartStill();
    };

    const before = await chart.screenshot();
    await swipe(200, 0);
    expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
    expect((await chart.screenshot()).equals(before)).toBe(false);

    await swipe(0, -150);
    // the compositor scrolls; the page's scrollY follows a frame or more later on a busy machine
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(50);
    await context.setOffline(false);
  });
});
