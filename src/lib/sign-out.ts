import { signedOutAtom } from './state/app.atoms';
import { expireSession, sessionSettled } from './session';
import { appStore } from './store';

// The logout call loads on first use, off the first screen's path.
const logout = (token?: string) => import('./api/account').then((api) => api.logout(token));

/**
 * Logs out on the server (best effort: unanswered, the session still ends there after SESSION_IDLE_TIMEOUT)
 * and forgets the session locally either way, in memory and in storage, before the next screen.
 */
export async function signOut(): Promise<void> {
  // marked first: the server's revocation can reach this app on its event stream before the logout answers
  appStore.set(signedOutAtom, true);
  await logout();
  expireSession();
  await sessionSettled();
}

/** A stored token the app forgot (lib/state/persist, after 24 h): its session ends on the server too, in the background. */
export function endForgottenSession(token: string): void {
  void logout(token);
}
