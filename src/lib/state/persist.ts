import type { PrimitiveAtom } from 'jotai';
import { appStore } from '../store';
import { appStorage, type Storage } from '../storage/storage';
import { configAtom, initLoadAtom, tokenAtom, userInfoAtom, verifyAtom, verifyTimeAtom } from './app.atoms';

type Store = typeof appStore;
type Check = (value: unknown) => boolean;

const isObject: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBoolean: Check = (v) => typeof v === 'boolean';
const isHour: Check = (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 23;
const isString: Check = (v) => typeof v === 'string' && v !== '';

/** Storage name → atom; the names are the spec's persisted entries. */
const persisted: readonly [string, PrimitiveAtom<unknown>, Check][] = [
  ['config', configAtom as PrimitiveAtom<unknown>, isObject],
  ['initLoad', initLoadAtom as PrimitiveAtom<unknown>, isBoolean],
  ['userInfo', userInfoAtom as PrimitiveAtom<unknown>, isObject],
  ['token', tokenAtom as PrimitiveAtom<unknown>, isString],
  ['verify', verifyAtom as PrimitiveAtom<unknown>, isBoolean],
  ['verifyTime', verifyTimeAtom as PrimitiveAtom<unknown>, isHour],
];

/**
 * The app forgets its token 24 h after it was stored (the storage's expiry): the session ends on the
 * server too, in the background (the calls load on first use, off the first screen's path).
 */
function endForgottenSession(token: unknown) {
  if (isString(token)) void import('../api/account').then((api) => api.logout(token as string));
}

/** Reads every persisted entry into the store; a failure leaves that atom at its default. */
export async function restorePersistedState(store: Store = appStore, storage: Storage = appStorage): Promise<void> {
  await Promise.all(
    persisted.map(async ([name, target, check]) => {
      try {
        const value = await storage.get<unknown>(name, target === tokenAtom ? endForgottenSession : undefined);
        if (value !== null && check(value)) store.set(target, value);
      } catch (error) {
        console.error(`[state] could not restore "${name}"`, error);
      }
    }),
  );
  // a profile outlives its token when it was refreshed after the sign-in: without the token it is nobody's
  if (store.get(tokenAtom) === null && store.get(userInfoAtom) !== null) {
    store.set(userInfoAtom, null);
    await storage.remove('userInfo').catch((error: unknown) => console.error('[state] could not forget', error));
  }
}

const writing = new Set<Promise<void>>();

/** Writes every later change of a persisted atom through; returns the unsubscribe. */
export function persistState(store: Store = appStore, storage: Storage = appStorage): () => void {
  const unsubscribers = persisted.map(([name, target]) =>
    store.sub(target, () => {
      const value = store.get(target);
      const write = (value === null ? storage.remove(name) : storage.set(name, value))
        .catch((error: unknown) => console.error(`[state] could not persist "${name}"`, error))
        .finally(() => writing.delete(write));
      writing.add(write);
    }),
  );
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}

/** Resolves when every change made so far is in storage (signing out waits for the member's data to be gone). */
export async function writesSettled(): Promise<void> {
  await Promise.all([...writing]);
}
