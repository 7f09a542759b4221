import { hasReads } from 'virtual:route-reads/paths';

/** The member app's data client and its routes' reads, loaded where a path names reads (never on /verify). */
const dataLayer = () => import('../../lib/query/member-client');

// The member app's data client starts as a member layout loads when the first screen names reads (boot loads the
// layout beside the screen's page), so those reads leave while the rest of its code is still arriving.
if (hasReads(location.pathname)) void dataLayer().then(({ memberClient }) => memberClient.start());

let announced: string | undefined;

/**
 * Starts the reads of the screen a navigation goes to as it starts, beside the screen's code. A navigation is a
 * transition that renders the layout with the new location at once but commits (and runs effects) only once the
 * page's code is in, so the layouts call this while rendering; it acts once per path. An import, not a static one:
 * the member code stays out of the layouts' files, which the start-up code lists for every screen (the new
 * visitor's /verify too). The three layouts with antd screens share it (and its chunk).
 */
export function announceRoute(pathname: string): void {
  if (pathname === announced) return;
  announced = pathname;
  if (hasReads(pathname)) void dataLayer().then(({ startRoute }) => startRoute(pathname));
}
