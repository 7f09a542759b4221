import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { navigateInApp, screenshot, untilSettled } from './support/browser';
import { loginViaApi, registerViaApi } from './support/session';
import { appInChromium, openPuzzle, solveByKeyboard, START, waitForStored, type Solution } from './verify.helpers';

const HOUR = 3_600_000;
/** Minute `mm` of the current real hour: the session helpers stamp stored entries with the real time. */
const thisHourAt = (mm: number) => {
  const time = new Date();
  time.setMinutes(mm, 0, 0);
  return time.getTime();
};

async function passByKeyboard(page: Page): Promise<void> {
  await page.getByRole('button', { name: START }).click();
  await page.locator('[role="slider"]:not([aria-disabled="true"])').waitFor();
  await solveByKeyboard(page);
  await page.waitForURL((url) => url.pathname !== '/verify');
  await waitForStored(page, 'verify', true);
  await waitForStored(page, 'verifyTime', await page.evaluate(() => new Date().getHours()));
}

describe('the hourly gate and the loading screen in Chromium', () => {
  const app = appInChromium();

  it('lets a verified member through until the hour changes, then sends them back to /verify', async () => {
    const { page, context } = await app.phone();
    const start = thisHourAt(58);
    await page.clock.install({ time: start });
    await page.goto('/home');
    await page.waitForURL('**/verify?redirect=%2Fhome');
    await passByKeyboard(page);
    await page.waitForURL('**/auth/login?redirect=%2Fhome');
    await loginViaApi(page, app.server.url, await registerViaApi(app.server.url));
    await page.goto('/trade');
    await untilSettled(page);
    expect(new URL(page.url()).pathname).toBe('/trade');

    await page.clock.setSystemTime(start + 2 * 60_000 + 5_000);
    await navigateInApp(page, '/my');
    await page.waitForURL('**/verify?redirect=%2Fmy');
    await page.getByRole('button', { name: START }).waitFor();

    await page.goto('/trade');
    await page.waitForURL('**/verify?redirect=%2Ftrade');
    await passByKeyboard(page);
    expect(new URL(page.url()).pathname).toBe('/trade');
    await context.close();
  });

  it('shows the loading screen once a day to a verified visitor, over a page that is already painted', async () => {
    const { page, context } = await app.phone();
    const start = thisHourAt(10);
    await page.clock.install({ time: start });
    await page.goto('/verify');
    await page.getByRole('button', { name: START }).waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await passByKeyboard(page);

    await page.goto('/verify');
    const bar = page.getByRole('progressbar');
    await bar.waitFor();
    await page.getByRole('button', { name: START }).waitFor();
    await expect(bar.getAttribute('aria-valuenow')).resolves.toBe('0');
    await screenshot(page, 'verify', 'loading');
    await page.waitForFunction(
      () => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '1',
    );
    await page.mouse.click(187, 600);
    await expect(bar.count()).resolves.toBe(0);

    await page.reload();
    await page.getByRole('button', { name: START }).waitFor();
    // a while on the page's own clock: the loading screen would have started by now
    await page.clock.runFor(300);
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);

    // A day later the pass has expired too: the screen waits for the next start after a new pass.
    await page.clock.setSystemTime(start + 24 * HOUR + 60_000);
    await page.reload();
    await page.getByRole('button', { name: START }).waitFor();
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    await passByKeyboard(page);
    await page.goto('/verify');
    await page.getByRole('progressbar').waitFor();
    await page.clock.runFor(5_100);
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    await context.close();
  });

  it('follows a touch drag without scrolling the page', async () => {
    const { page, context } = await app.phone();
    await page.goto('/verify');
    const s: Solution = await openPuzzle(page);
    const box = await page.locator('[role="slider"]').boundingBox();
    if (!box) throw new Error('no slider');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const dx = (s.offset * s.trackCss) / s.width;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number, py: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py }] });
    await touch('touchStart', x, y);
    for (let i = 1; i <= 10; i++) await touch('touchMove', x + (dx * i) / 10, y - 4 * i);
    await touch('touchEnd', x + dx, y - 40);
    await expect(page.getByRole('status').textContent()).resolves.toBe('驗證通過！');
    await expect(page.evaluate(() => scrollY)).resolves.toBe(0);
    await context.close();
  });
});
