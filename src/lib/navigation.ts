/** Lets non-React code (api-client, session) navigate through the app's router once it exists. */
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigate(to: string): void {
  navigator(to);
}

/** A same-origin path from a query value (`redirect` by default), or the fallback (never an open redirect). */
export function wantedPath(search: string, fallback: string, param = 'redirect'): string {
  const wanted = new URLSearchParams(search).get(param);
  return wanted && wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : fallback;
}
