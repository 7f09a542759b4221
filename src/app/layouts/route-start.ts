import { hasReads } from 'virtual:route-reads/paths';

/** The event a member layout fires as a navigation starts, naming the path (lib/query/prefetch.ts hears it). */
export const ROUTE_START = 'app:routestart';

let announced: string | undefined;

// The first screen's reads start as the data layer loads (lib/query/prefetch.ts), asked for here as a member
// layout loads, while the rest of the screen's code is still arriving. Through use-call, the data layer's one
// chunk: importing prefetch.ts itself would split it, one more file in every screen's map.
if (hasReads(location.pathname)) void import('../../lib/query/use-call');

/**
 * Tells the data layer where a navigation goes as it starts, so that the screen's reads start beside its code.
 * A navigation is a transition that renders the layout with the new location at once but commits (and runs
 * effects) only once the page's code is in, so the layouts call this while rendering; it fires once per path.
 * An event, not an import: the member code stays out of the layouts' files, which the start-up code lists for
 * every screen (the new visitor's /verify too). The three layouts with antd screens share it (and its chunk).
 */
export function announceRoute(pathname: string): void {
  if (pathname === announced) return;
  announced = pathname;
  dispatchEvent(new CustomEvent(ROUTE_START, { detail: pathname }));
}
