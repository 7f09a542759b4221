export const RECHECK_MS = 5000;

/** What a check of the server found: up, this device offline, no answer, or an answer that is not a success (503). */
export type ServerState =
  { kind: 'up' } | { kind: 'offline' } | { kind: 'unreachable' } | { kind: 'unavailable'; status: number };

/** Asks the server a real (never cached) API call: the answer says whether the network is back and maintenance over. */
export async function serverState(): Promise<ServerState> {
  if (!navigator.onLine) return { kind: 'offline' };
  try {
    const response = await fetch('/api/configs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      cache: 'no-store',
    });
    await response.body?.cancel();
    return response.ok ? { kind: 'up' } : { kind: 'unavailable', status: response.status };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** `from` as a path of this app (an absolute URL of this origin too), never /maintain itself; else home. */
export function returnPath(from: string | null, origin: string): string {
  if (!from) return '/';
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.pathname.toLowerCase().startsWith('/maintain')) return '/';
  return url.pathname + url.search + url.hash;
}
