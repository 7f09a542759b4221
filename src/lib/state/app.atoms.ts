import { atom } from 'jotai';
import type { Balance, UserInfo } from '../../../contract/member';
import type { Config } from '../../../contract/content';

// Persisted atoms (see persist.ts) are restored before the first render, so they hold plain values.
// showAnnounceDialog, kept in sessionStorage, is in announce.atoms.ts.

/** /api/configs; null until loaded */
export const configAtom = atom<Config | null>(null);
/** the loading screen is still due (persisted: it shows once per 24 h) */
export const initLoadAtom = atom(true);
/** the loading screen covers the screen now: home's announcement waits for it to end */
export const loadingScreenUpAtom = atom(false);
/** the visitor passed the puzzle */
export const verifyAtom = atom(false);
/** hour of day (0-23) of the last pass */
export const verifyTimeAtom = atom<number | null>(null);
/** session token; written only by lib/session */
export const tokenAtom = atom<string | null>(null);
/**
 * true after the member logged out (lib/session), until the next sign-in: the token gate then sends to
 * plain /auth/login, since the screen that was open is no page the member asked to come back to
 */
export const signedOutAtom = atom(false);
/** the member's profile; written only by lib/session */
export const userInfoAtom = atom<UserInfo | null>(null);
/** the member's balances; null until the server has answered. Written only through lib/state/balance (persisted) */
export const balanceAtom = atom<Balance | null>(null);
/** when the balances shown were asked for (ms): an answer asked earlier is older and never shown (persisted) */
export const balanceAskedAtAtom = atom(0);
/** calls in flight for longer than SLOW_REQUEST_MS (lib/api-client): while any, the app says the connection is slow */
export const slowRequestsAtom = atom(0);
