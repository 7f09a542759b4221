import { describe, expect, it } from 'vitest';
import { screenshot, untilSettled, untilStill } from './support/browser';
import { loginViaApi, registerViaApi } from './support/session';
import {
  appInChromium,
  dragBy,
  openPuzzle,
  SOLVE,
  solveByKeyboard,
  START,
  waitForStored,
  type Solution,
} from './verify.helpers';

describe('the slider puzzle in Chromium', () => {
  const app = appInChromium();

  it('sends a new visitor to /verify, passes a real drag, then login keeps the asked-for path', async () => {
    const { page, errors } = await app.phone();
    await page.goto('/my/setting');
    await page.waitForURL('**/verify?redirect=%2Fmy%2Fsetting');
    await page.getByText('人機身份驗證，請完成驗證操作').waitFor();
    await screenshot(page, 'verify', 'closed');

    const s = await openPuzzle(page);
    expect(s.width).toBe(310);
    expect(s.hole).toBeGreaterThanOrEqual(78);
    expect(s.hole).toBeLessThanOrEqual(241);
    await expect(page.getByRole('dialog').getAttribute('aria-modal')).resolves.toBe('true');
    await screenshot(page, 'verify', 'open');

    await dragBy(page, s, s.offset, () => screenshot(page, 'verify', 'dragging').then(() => undefined));
    await expect(page.getByRole('status').textContent()).resolves.toBe('驗證通過！');
    await untilStill(page);
    await screenshot(page, 'verify', 'success');

    await page.waitForURL('**/auth/login?redirect=%2Fmy%2Fsetting');
    await waitForStored(page, 'verifyTime', await page.evaluate(() => new Date().getHours()));
    await loginViaApi(page, app.server.url, await registerViaApi(app.server.url));
    await page.goto(new URL(page.url()).searchParams.get('redirect') ?? '/');
    await untilSettled(page);
    expect(new URL(page.url()).pathname).toBe('/my/setting');
    expect(errors).toEqual([]);
  });

  it('passes by keyboard alone', async () => {
    const { page } = await app.phone();
    await page.goto('/verify?redirect=%2Ftrade');
    await page.getByRole('button', { name: START }).waitFor();
    for (let i = 0; i < 5 && !(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))); i++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.locator('[role="slider"]:not([aria-disabled="true"])').waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('slider');
    await solveByKeyboard(page);
    await expect(page.getByRole('status').textContent()).resolves.toBe('驗證通過！');
    await page.waitForURL('**/auth/login?redirect=%2Ftrade');
  });

  it('fails a wrong drag, says so, and draws a new puzzle', async () => {
    const { page } = await app.phone();
    await page.goto('/verify');
    const s = await openPuzzle(page);
    await dragBy(page, s, s.offset > 130 ? s.offset - 40 : s.offset + 40);
    await expect(page.getByRole('status').textContent()).resolves.toBe('驗證失敗，請重試');
    await untilStill(page);
    await screenshot(page, 'verify', 'fail');
    await page.waitForFunction(() => document.querySelector('[role="slider"]')?.getAttribute('aria-valuenow') === '0');
    await page.locator('[role="slider"]:not([aria-disabled="true"])').waitFor();
    const next = (await page.evaluate(SOLVE)) as Solution;
    expect(next.image).not.toBe(s.image);
    await expect(page.getByRole('status').textContent()).resolves.toContain('已換一張新拼圖。');
    expect(new URL(page.url()).pathname).toBe('/verify');
  });
});
