import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../server/start';
import { readAppEntry } from './support/session';
import { launchBrowser, newPhonePage, untilStill, type PhonePage } from './support/browser';
import { startTestServer } from './support/server';

/** One server (fresh demo database, the built app — `DIST_DIR` or dist/) and one Chromium per test file. */
export function appInChromium() {
  const env = {} as { server: RunningServer; browser: Browser; phone: () => Promise<PhonePage> };
  beforeAll(async () => {
    env.server = await startTestServer({ distDir: process.env.DIST_DIR });
    env.browser = await launchBrowser();
    env.phone = () => newPhonePage(env.browser, env.server.url, { clock: 'real' });
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

// The solution is read from the pixels, not from a hook in the app: the puzzle draws the untouched image
// on a hidden canvas (shown on success), so the first column where it differs from the visible canvas is
// the hole's left edge. The production build carries nothing for tests, and nothing a bot could not do too.
export const SOLVE = `(() => {
  const [main, piece, full] = document.querySelectorAll('[role="dialog"] canvas');
  const slider = document.querySelector('[role="slider"]');
  const ratio = Math.min(Math.max(devicePixelRatio, 1), 2);
  const w = main.width, h = main.height;
  const a = main.getContext('2d').getImageData(0, 0, w, h).data;
  const b = full.getContext('2d').getImageData(0, 0, w, h).data;
  let hole = -1;
  for (let x = 0; x < w && hole < 0; x++) {
    let diff = 0;
    for (let y = 0; y < h; y++) {
      const i = (y * w + x) * 4;
      diff += Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]);
    }
    if (diff > 300) hole = x / ratio;
  }
  const width = w / ratio;
  const maxOffset = Number(slider.getAttribute('aria-valuemax'));
  const offset = (hole * maxOffset) / (width - piece.width / ratio);
  return { hole, width, offset, trackCss: slider.parentElement.getBoundingClientRect().width, image: main.toDataURL() };
})()`;

export interface Solution {
  hole: number;
  width: number;
  /** slider offset that solves it, canvas units */
  offset: number;
  trackCss: number;
  image: string;
}

export const START = /點擊開始驗證/;
/** The slider's arrow-key step, canvas units. */
export const STEP = 5;

export async function openPuzzle(page: Page): Promise<Solution> {
  await page.getByRole('button', { name: START }).click();
  await page.locator('[role="slider"]:not([aria-disabled="true"])').waitFor();
  await untilStill(page); // the dialog's fade-in, for the screenshots
  return (await page.evaluate(SOLVE)) as Solution;
}

/** A real mouse drag of the handle by `offset` canvas units; `during` runs with the button still down. */
export async function dragBy(page: Page, s: Solution, offset: number, during?: () => Promise<void>): Promise<void> {
  const box = await page.locator('[role="slider"]').boundingBox();
  if (!box) throw new Error('no slider');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const dx = (offset * s.trackCss) / s.width;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + 3, { steps: 8 });
  await page.mouse.move(x + dx, y, { steps: 8 });
  await during?.();
  await page.mouse.up();
}

/** Moves the slider to the solution with arrow keys and submits with Enter (the slider must have focus). */
export async function solveByKeyboard(page: Page): Promise<void> {
  const s = (await page.evaluate(SOLVE)) as Solution;
  for (let i = 0; i < Math.round(s.offset / STEP); i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
}

/**
 * Waits until the app has written `value` as `name` to its IndexedDB (persisting is asynchronous; a reload
 * could beat it). The entry is read and decrypted here, not polled in the page: a key written earlier with
 * another value (verify: false on the first visit) does not count.
 */
export async function waitForStored(page: Page, name: string, value: unknown): Promise<void> {
  await vi.waitFor(async () => expect(await readAppEntry(page, name)).toEqual(value), {
    timeout: 10_000,
    interval: 50,
  });
}
