import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { untilStill } from './support/browser';

/** The route table's paths, read from its source so a new route is checked without touching the a11y tests. */
export const ROUTES = [...readFileSync('src/app/router.tsx', 'utf8').matchAll(/\br\('([^']+)'/g)]
  .map((match) => match[1] ?? '')
  .filter((route) => route !== '/customer'); // leaves the app for customer service

/** The URL to open for a route that needs a query to show its content. */
const WITH_QUERY: Record<string, string> = {
  '/home/news/detail': '/home/news/detail?id=1',
  '/market/linechart': '/market/linechart?symbol=BTC%2FUSDT',
  '/trade/roomdetail': '/trade/roomdetail?id=1',
  '/trade/roomdetail/issues': '/trade/roomdetail/issues?id=1',
};
export const routeUrl = (route: string): string => WITH_QUERY[route] ?? route;

/** Opens a route and waits until its main content has loaded (no busy region, no skeleton). */
export async function settle(page: Page, route: string): Promise<void> {
  await page.goto(routeUrl(route), { waitUntil: 'load' });
  await page.locator('main, [role="main"]').first().waitFor({ timeout: 10_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .adm-skeleton'), null, {
    timeout: 10_000,
  });
  await untilStill(page);
}
