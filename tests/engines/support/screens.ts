import { mkdirSync } from 'node:fs';
import { expect, vi } from 'vitest';
import type { EnginePage } from './engines';

/** Asks the page `fn(...args)` until it returns something truthy (and serialisable: not an element), and returns that. */
export async function until<A extends unknown[], R>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => R,
  ...args: A
): Promise<NonNullable<Awaited<R>>> {
  try {
    return await vi.waitFor(
      async () => {
        const value = await page.evaluate(fn, ...args);
        if (!value) throw new Error(`${page.engine}: still waiting for ${what} (at ${await page.url()})`);
        return value as NonNullable<Awaited<R>>;
      },
      { timeout: 20_000, interval: 100 },
    );
  } catch (error) {
    // what the page showed instead
    await page.screenshot(`${shotsOf(page)}/timed-out.png`).catch(() => undefined);
    throw error;
  }
}

const shotsOf = (page: EnginePage) => {
  const dir = `/tmp/shots/engines/${page.engine}`;
  mkdirSync(dir, { recursive: true });
  return dir;
};

/**
 * The screen has everything it asked for and nothing moves: a main region whose document title is `title`,
 * nothing busy or a skeleton, no new download finished, images and fonts loaded, no finite animation running,
 * no popup half-way through a fade; the same on three asks in a row (a read starts just after the first paint).
 * The e2e tests' untilSettled counts fetches with an init script, which WebDriver's classic protocol lacks.
 */
export async function untilSettled(page: EnginePage, title: string): Promise<void> {
  await page.evaluate(() => void ((window as unknown as { __settled?: unknown }).__settled = undefined));
  await until(
    page,
    `the screen titled ${title} to settle`,
    (expected: string) => {
      const state = window as unknown as { __settled?: { asks: number; downloads: number } };
      const downloads = performance.getEntriesByType('resource').length;
      const still =
        document.title.startsWith(expected) &&
        document.querySelector('main, [role="main"]') !== null &&
        document.querySelector('[aria-busy="true"], .adm-skeleton, .adm-spin-loading') === null &&
        [...document.images].every((image) => image.complete) &&
        document.fonts.status === 'loaded' &&
        !document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity) &&
        ![...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].some(
          (element) => Number(element.style.opacity) > 0 && Number(element.style.opacity) < 1,
        );
      const same = still && state.__settled?.downloads === downloads;
      state.__settled = { asks: same ? (state.__settled?.asks ?? 0) + 1 : still ? 1 : 0, downloads };
      return state.__settled.asks >= 3;
    },
    title,
  );
}

/** A client-side navigation (no reload), as a link or the back button would make. */
export async function navigateInApp(page: EnginePage, path: string, title: string): Promise<void> {
  await page.evaluate((to: string) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await untilSettled(page, title);
}

/**
 * Clicks the innermost visible element matching `selector` whose text is `text` (exactly, or containing it
 * when `text` is a fragment ending in …): found in the page, marked, and clicked by the engine's driver.
 */
export async function tap(page: EnginePage, selector: string, text: string): Promise<void> {
  await until(
    page,
    `${selector} “${text}”`,
    (css: string, wanted: string) => {
      const fragment = wanted.endsWith('…') ? wanted.slice(0, -1) : null;
      const match = [...document.querySelectorAll<HTMLElement>(css)].reverse().find((element) => {
        const shown = element.innerText.trim();
        return (fragment ? shown.includes(fragment) : shown === wanted) && element.getClientRects().length > 0;
      });
      document.querySelectorAll('[data-engine-tap]').forEach((element) => element.removeAttribute('data-engine-tap'));
      match?.setAttribute('data-engine-tap', '');
      return match !== undefined;
    },
    selector,
    text,
  );
  await page.click('[data-engine-tap]');
}

/**
 * What is wrong with the layout on screen, in words (none: []):
 * - the page is wider than the viewport;
 * - a box that does not scroll (overflow hidden or clip) has text beyond its bottom edge, or beyond its right
 *   edge without an ellipsis (a ticker whose text moves through it on purpose is not clipping);
 * - a box that scrolls does so while the box that limits it (the nearest with a max-height) still has room:
 *   it is squeezed, not full.
 */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}> “${(element as HTMLElement).innerText.trim().slice(0, 40)}”`;
  const width = document.documentElement.clientWidth;
  for (const root of [document.documentElement, document.body]) {
    if (root.scrollWidth > width + 1)
      problems.push(`the page is ${root.scrollWidth} px wide in a ${width} px viewport`);
  }
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const box = element.getBoundingClientRect();
    // not shown, or shown to screen readers alone (a 1 px box that clips on purpose)
    if (box.width <= 1 || box.height <= 1 || !element.innerText?.trim()) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden') continue;
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const scrollsY = style.overflowY === 'auto' || style.overflowY === 'scroll';
    const overY = element.scrollHeight - element.clientHeight > 1;
    const overX = element.scrollWidth - element.clientWidth > 1;
    const ticker = element
      .getAnimations({ subtree: true })
      .some((animation) => animation.effect?.getComputedTiming().iterations === Infinity);
    if (ticker) continue;
    const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
    if (clipsY && overY && !clamped) {
      problems.push(
        `${name(element)} cuts its text at the bottom (${element.scrollHeight} in ${element.clientHeight} px)`,
      );
    }
    if (clipsX && overX && style.textOverflow !== 'ellipsis' && !clamped) {
      problems.push(
        `${name(element)} cuts its text at the right (${element.scrollWidth} in ${element.clientWidth} px)`,
      );
    }
    if (scrollsY && overY) {
      let limit = element.parentElement;
      while (limit && getComputedStyle(limit).maxHeight === 'none') limit = limit.parentElement;
      if (limit && limit.getBoundingClientRect().height < parseFloat(getComputedStyle(limit).maxHeight) - 1) {
        problems.push(
          `${name(element)} scrolls in ${element.clientHeight} px while ${name(limit)} has room to show all ${element.scrollHeight} px`,
        );
      }
    }
  }
  return problems;
}

/**
 * The screen as it settled: a screenshot under /tmp/shots/engines/<engine>/, no layout problem, and no page
 * error or console error since the last check (but those `expected` matches).
 */
export async function checkScreen(
  page: EnginePage,
  name: string,
  { expected }: { expected?: RegExp } = {},
): Promise<void> {
  await page.screenshot(`${shotsOf(page)}/${name}.png`);
  expect(await page.evaluate(layoutProblems), `${page.engine} ${name}: layout`).toEqual([]);
  const errors = await page.takeErrors();
  expect(
    errors.filter((error) => !expected?.test(error)),
    `${page.engine} ${name}: errors`,
  ).toEqual([]);
}
