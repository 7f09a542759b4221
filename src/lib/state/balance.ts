import type { Balance } from '../../../contract/member';
import { appStore } from '../store';
import { balanceAskedAtAtom, balanceAtom } from './app.atoms';

/**
 * The one way to the balance every screen shows (balanceAtom): a read's answer, an event, the sign-in's profile or
 * a kept answer of the last visit, each with when it was asked for. One asked before the balance on screen was is
 * older than it and is dropped: a kept answer from before a cancelled withdrawal never replaces the balance after it.
 */
export function showBalance(balance: Balance, askedAt: number): boolean {
  if (appStore.get(balanceAtom) !== null && askedAt < appStore.get(balanceAskedAtAtom)) return false;
  appStore.set(balanceAtom, balance);
  appStore.set(balanceAskedAtAtom, askedAt);
  return true;
}

/** A new session's balance (its sign-in's profile): shown whatever the last one was. */
export function startBalance(balance: Balance): void {
  appStore.set(balanceAtom, balance);
  appStore.set(balanceAskedAtAtom, Date.now());
}

/** The session ended: no balance, and the next one shown is whichever comes first. */
export function forgetBalance(): void {
  appStore.set(balanceAtom, null);
  appStore.set(balanceAskedAtAtom, 0);
}
