import type { PrimitiveAtom } from 'jotai';
import { appStore } from '../store';
import { appStorage, type Storage } from '../storage/storage';
import * as atoms from './app.atoms';

type Store = typeof appStore;
type Check = (value: unknown) => boolean;

const isObject: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBoolean: Check = (v) => typeof v === 'boolean';
const isHour: Check = (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 23;
const isString: Check = (v) => typeof v === 'string' && v !== '';
const isTime: Check = (v) => Number.isInteger(v) && (v as number) >= 0;

/**
 * Storage name → atom; the names are the spec's persisted entries, and the balance with when it was asked for
 * (a return visit shows it, and no older answer kept of an earlier visit replaces it: lib/state/balance).
 */
const persisted: readonly [string, PrimitiveAtom<unknown>, Check][] = [
  ['config', atoms.configAtom as PrimitiveAtom<unknown>, isObject],
  ['initLoad', atoms.initLoadAtom as PrimitiveAtom<unknown>, isBoolean],
  ['userInfo', atoms.userInfoAtom as PrimitiveAtom<unknown>, isObject],
  ['token', atoms.tokenAtom as PrimitiveAtom<unknown>, isString],
  ['verify', atoms.verifyAtom as PrimitiveAtom<unknown>, isBoolean],
  ['verifyTime', atoms.verifyTimeAtom as PrimitiveAtom<unknown>, isHour],
  ['balance', atoms.balanceAtom as PrimitiveAtom<unknown>, isObject],
  ['balanceAskedAt', atoms.balanceAskedAtAtom as PrimitiveAtom<unknown>, isTime],
];

/**
 * Reads every persisted entry into the store; a failure leaves that atom at its default. The app forgets its
 * token 24 h after it was stored (the storage's expiry): `onForgottenToken` ends that session on the server.
 */
export async function restorePersistedState(
  store: Store = appStore,
  storage: Storage = appStorage,
  onForgottenToken: (token: string) => void = () => {},
): Promise<void> {
  const endForgottenSession = (token: unknown) => {
    if (isString(token)) onForgottenToken(token as string);
  };
  await Promise.all(
    persisted.map(async ([name, target, check]) => {
      try {
        const value = await storage.get<unknown>(name, target === atoms.tokenAtom ? endForgottenSession : undefined);
        if (value !== null && check(value)) store.set(target, value);
      } catch (error) {
        console.error(`[state] could not restore "${name}"`, error);
      }
    }),
  );
  // a profile outlives its token when it was refreshed after the sign-in: without the token it is nobody's
  if (store.get(atoms.tokenAtom) === null && store.get(atoms.userInfoAtom) !== null) {
    store.set(atoms.userInfoAtom, null);
    await storage.remove('userInfo').catch((error: unknown) => console.error('[state] could not forget', error));
  }
  if (store.get(atoms.tokenAtom) === null && store.get(atoms.balanceAtom) !== null) {
    store.set(atoms.balanceAtom, null);
    await storage.remove('balance').catch((error: unknown) => console.error('[state] could not forget', error));
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
