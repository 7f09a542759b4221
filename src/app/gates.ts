export interface GateState {
  verify: boolean;
  /** hour of day of the last pass */
  verifyTime: number | null;
  token: string | null;
  /** the member logged out on purpose: no path to come back to after the next login */
  signedOut?: boolean;
}

const VERIFY_EXEMPT = new Set(['/verify', '/404', '/maintain']);
const TOKEN_EXEMPT = new Set(['/auth/login', '/auth/register', '/auth/reset', '/404', '/verify', '/maintain']);

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

function withWanted(target: string, wanted: string): string {
  return wanted === '/' ? target : `${target}?redirect=${encodeURIComponent(wanted)}`;
}

/**
 * The gates of decisions.md, in order: the hourly verification gate, then the token gate.
 * Returns where to go instead, with the wanted path kept, or null to let the navigation through.
 */
export function decideGate(pathname: string, search: string, state: GateState, hour: number): string | null {
  const path = normalize(pathname);
  const wanted = pathname + search;
  const verified = state.verify && state.verifyTime === hour;
  if (!verified && !VERIFY_EXEMPT.has(path)) return withWanted('/verify', wanted);
  if (!state.token && !TOKEN_EXEMPT.has(path)) return withWanted('/auth/login', state.signedOut ? '/' : wanted);
  return null;
}
