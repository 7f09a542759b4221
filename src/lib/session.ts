import type { UserInfo } from '../../contract/auth';
import * as api from './api/account';
import { balanceAtom, signedOutAtom, tokenAtom, userInfoAtom } from './state/app.atoms';
import { writesSettled } from './state/persist';
import { askToKeepStorage } from './storage/keep-storage';
import { appStore } from './store';

/** The app forgets a stored token after a day (lib/state/persist): the hint lives as long. */
const SIGNED_IN_HINT_SECONDS = 86_400;
/**
 * Tells the server that a member is signed in on this browser, so the page it sends names the first screen's
 * code for the phone to fetch at once (server/services/route-preloads.ts). A hint, never a credential.
 */
function hintSignedIn(signedIn: boolean): void {
  const lifetime = signedIn ? `max-age=${SIGNED_IN_HINT_SECONDS}` : 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = `signed_in=1; path=/; ${lifetime}; samesite=lax`;
}

/**
 * The only code that writes the token, the member's profile and balance. Resolves once they are in storage:
 * a member who has seen the next screen stays signed in through a reload (issue 32).
 */
export async function signIn(token: string, userInfo: UserInfo): Promise<void> {
  hintSignedIn(true);
  appStore.set(signedOutAtom, false);
  appStore.set(tokenAtom, token);
  appStore.set(userInfoAtom, userInfo);
  const { balance, frozen, termBalance } = userInfo;
  appStore.set(balanceAtom, { balance, frozen, termBalance });
  askToKeepStorage();
  await writesSettled();
}

/**
 * Token invalid or expired (8888, HTTP 401), or signed out: forget the session. The data layer forgets the
 * member's reads with it (lib/query/use-query), and persistence deletes the stored token and profile.
 */
export function expireSession(): void {
  hintSignedIn(false);
  appStore.set(tokenAtom, null);
  appStore.set(userInfoAtom, null);
  appStore.set(balanceAtom, null);
}

/**
 * Logs out on the server (best effort: unanswered, the session still ends there after SESSION_IDLE_TIMEOUT)
 * and forgets the session locally either way, in memory and in storage, before the next screen.
 */
export async function signOut(): Promise<void> {
  await api.logout();
  appStore.set(signedOutAtom, true);
  expireSession();
  await writesSettled();
}
