import type { UserInfo } from '../../contract/member';
import { forgetKeptReads } from './query/forget-kept-reads';
import { balanceAtom, signedOutAtom, tokenAtom, userInfoAtom } from './state/app.atoms';
import { forgetBalance, showBalance, startBalance } from './state/balance';
import { writesSettled } from './state/persist';
import { askToKeepStorage } from './storage/keep-storage';
import { appStore } from './store';

/** The app forgets a stored token after a day (lib/state/persist): the hint lives as long. */
const SIGNED_IN_HINT_SECONDS = 86_400;
/**
 * Tells the server that a member is signed in on this browser, so the page it sends names the first screen's
 * code for the phone to fetch at once (server/services/shell/route-preloads.ts). A hint, never a credential.
 */
function hintSignedIn(signedIn: boolean): void {
  const lifetime = signedIn ? `max-age=${SIGNED_IN_HINT_SECONDS}` : 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = `signed_in=1; path=/; ${lifetime}; samesite=lax`;
}

/** The balances a profile carries. */
const balancesOf = ({ balance, frozen, termBalance }: UserInfo) => ({ balance, frozen, termBalance });

// A return visit shows the balance kept with the session (lib/state/persist), else the stored profile's, until a
// screen's read answers; the profile's counts as the oldest there is (asked at 0).
const storedProfile = appStore.get(userInfoAtom);
if (storedProfile && !appStore.get(balanceAtom)) showBalance(balancesOf(storedProfile), 0);

/** Forgets the answers kept for return visits (lib/query/kept-reads); a storage failure is only logged. */
const forgetKept = () =>
  forgetKeptReads().catch((error: unknown) => console.error('[session] could not forget', error));
/** The last forgetting started (signing out waits for it). */
let forgetting = Promise.resolve();

/**
 * The only code that writes the token, the member's profile and balance. Resolves once they are in storage:
 * a member who has seen the next screen stays signed in through a reload (issue 32).
 */
export async function signIn(token: string, userInfo: UserInfo): Promise<void> {
  // what the last member's visits kept goes (a shared phone; their reads' keys name them, so it never showed)
  forgetting = forgetKept();
  hintSignedIn(true);
  appStore.set(signedOutAtom, false);
  appStore.set(tokenAtom, token);
  appStore.set(userInfoAtom, userInfo);
  startBalance(balancesOf(userInfo));
  askToKeepStorage();
  await sessionSettled();
}

/**
 * Token invalid or expired (8888, HTTP 401), or signed out: forget the session. The data layer forgets the
 * member's reads with it (lib/query/use-query), and persistence deletes the stored token and profile.
 */
export function expireSession(): void {
  hintSignedIn(false);
  forgetting = forgetKept();
  appStore.set(tokenAtom, null);
  appStore.set(userInfoAtom, null);
  forgetBalance();
}

/** Resolves once the last change of session is in storage and its kept reads are forgotten. */
export async function sessionSettled(): Promise<void> {
  await Promise.all([writesSettled(), forgetting]);
}
