/** Lets non-React code (api-client, session) navigate through the app's router once it exists. */
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigate(to: string): void {
  navigator(to);
}

/** Any origin: what a path resolves to against it tells whether the path leaves the app's own. */
const OWN = 'https://app.invalid';

/**
 * A same-origin path from a query value (`redirect` by default), or the fallback (never an open redirect). The
 * value is read as the browser reads it: `/\evil.example` and `/<tab>/evil.example` start with one slash and
 * still lead to another site (a backslash is a slash, tabs and newlines are dropped).
 */
export function wantedPath(search: string, fallback: string, param = 'redirect'): string {
  const wanted = new URLSearchParams(search).get(param);
  if (!wanted?.startsWith('/')) return fallback;
  const url = new URL(wanted, OWN);
  return url.origin === OWN ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
