import { useSyncExternalStore } from 'react';
import type { OperatorRole } from '../../../contract/admin';

export interface OperatorSession {
  token: string;
  account: string;
  role: OperatorRole;
  /** the role requires a passkey the operator has not enrolled: the console offers only that */
  passkeyNeeded: boolean;
}

// Per tab and gone with it: an operator's token never outlives the browser tab that signed in.
const KEY = 'console-session';
const listeners = new Set<() => void>();
let current: OperatorSession | null = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as OperatorSession | null;
  } catch {
    return null;
  }
})();

function set(session: OperatorSession | null) {
  current = session;
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export const operatorSession = () => current;
export const signedIn = (session: OperatorSession) => set(session);
export const signedOut = () => set(null);

export function useOperatorSession(): OperatorSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
