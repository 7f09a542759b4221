import type { Page } from 'playwright-core';
import { ROUTE_TABLE } from '../../contract/routes';
import { openScreen } from './support/browser';

/** The route table's paths, so a new route is checked without touching the a11y tests. */
// /customer leaves the app for an outside service link; /maintain opened while the server answers goes straight back
// to where the member was (a navigation under the sweep), and is swept offline by shell.offline instead
export const ROUTES = ROUTE_TABLE.map((route) => route.path).filter(
  (route) => !['/customer', '/maintain'].includes(route),
);

/** The URL to open for a route that needs a query to show its content. */
const WITH_QUERY: Record<string, string> = {
  '/home/news/detail': '/home/news/detail?id=1',
  '/market/linechart': '/market/linechart?symbol=BTC%2FUSDT',
  '/trade/roomdetail': '/trade/roomdetail?id=1',
  '/trade/roomdetail/issues': '/trade/roomdetail/issues?id=1',
};
export const routeUrl = (route: string): string => WITH_QUERY[route] ?? route;

/** Opens a route (openScreen), with the query its content needs. */
export const settle = (page: Page, route: string): Promise<void> => openScreen(page, routeUrl(route));
