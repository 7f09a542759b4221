import { createStore as createIdbStore, get } from 'idb-keyval';
import { createStore } from 'jotai';
import {
  configAtom,
  initLoadAtom,
  tokenAtom,
  userInfoAtom,
  verifyAtom,
  verifyTimeAtom,
} from '../../../../src/lib/state/app.atoms';
import { endForgottenSession } from '../../../../src/lib/sign-out';
import { persistState, restorePersistedState } from '../../../../src/lib/state/persist';
import { createStorage } from '../../../../src/lib/storage/storage';
import { fakeApi, ok } from '../../support/fake-api';

let count = 0;
function setup() {
  count += 1;
  const idb = createIdbStore(`persist-test-${count}`, 'keyval');
  return { idb, storage: createStorage({ key: 'k', store: idb }), store: createStore() };
}

describe('persisted state', () => {
  it('restores every persisted entry into the store', async () => {
    const { storage, store } = setup();
    await storage.set('token', 'tok');
    await storage.set('verify', true);
    await storage.set('verifyTime', 9);
    await storage.set('initLoad', false);
    await storage.set('config', { img_url: 'https://img/' });
    await storage.set('userInfo', { account: 'alice' });

    await restorePersistedState(store, storage);

    expect(store.get(tokenAtom)).toBe('tok');
    expect(store.get(verifyAtom)).toBe(true);
    expect(store.get(verifyTimeAtom)).toBe(9);
    expect(store.get(initLoadAtom)).toBe(false);
    expect(store.get(configAtom)).toEqual({ img_url: 'https://img/' });
    expect(store.get(userInfoAtom)).toEqual({ account: 'alice' });
  });

  it('ends on the server the session of a token it forgot after 24 h, and restores no token', async () => {
    const { idb } = setup();
    let now = Date.parse('2026-11-25T08:00:00Z');
    const storage = createStorage({ key: 'k', store: idb, now: () => now });
    await storage.set('token', 'tok-yesterday');
    await storage.set('userInfo', { account: 'alice' });
    now += 24 * 3600 * 1000 + 1000;
    const sent = fakeApi({ logout: () => ok({}) });
    const store = createStore();

    await restorePersistedState(store, storage, endForgottenSession);

    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    await vi.waitFor(() =>
      expect(sent.map((r) => [r.call, r.headers.get('token')])).toEqual([['logout', 'tok-yesterday']]),
    );
    vi.unstubAllGlobals();
  });

  it('forgets a profile that outlived its token (refreshed after the sign-in)', async () => {
    const { idb } = setup();
    let now = Date.parse('2026-11-25T08:00:00Z');
    const storage = createStorage({ key: 'k', store: idb, now: () => now });
    await storage.set('token', 'tok-yesterday');
    now += 3600 * 1000;
    await storage.set('userInfo', { account: 'alice' });
    now += 23.5 * 3600 * 1000;
    fakeApi({ logout: () => ok({}) });
    const store = createStore();

    await restorePersistedState(store, storage);

    expect(store.get(userInfoAtom)).toBeNull();
    expect(await get('app:userInfo', idb)).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('leaves defaults for absent or ill-shaped entries', async () => {
    const { storage, store } = setup();
    await storage.set('token', 42);
    await storage.set('verifyTime', 24);
    await storage.set('verify', 'yes');

    await restorePersistedState(store, storage);

    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(verifyTimeAtom)).toBeNull();
    expect(store.get(verifyAtom)).toBe(false);
    expect(store.get(initLoadAtom)).toBe(true);
  });

  it('starts empty, logging, when the storage fails', async () => {
    const { store } = setup();
    const broken = { get: () => Promise.reject(new Error('idb gone')), set: vi.fn(), remove: vi.fn() };
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    await restorePersistedState(store, broken);

    expect(store.get(tokenAtom)).toBeNull();
    expect(log).toHaveBeenCalledTimes(8);
    log.mockRestore();
  });

  it('writes later changes through, encrypted, and removes cleared entries', async () => {
    const { idb, storage, store } = setup();
    const stop = persistState(store, storage);

    store.set(tokenAtom, 'tok-2');
    store.set(verifyTimeAtom, 11);
    await vi.waitFor(async () => {
      expect(await storage.get('token')).toBe('tok-2');
      expect(await storage.get('verifyTime')).toBe(11);
    });
    expect(String(await get('app:token', idb))).not.toContain('tok-2');

    store.set(tokenAtom, null);
    await vi.waitFor(async () => expect(await get('app:token', idb)).toBeUndefined());

    // a change writes through at once (store.sub is synchronous): after stop() none is even asked for
    const writes = vi.spyOn(storage, 'set');
    stop();
    store.set(tokenAtom, 'after-stop');
    expect(writes).not.toHaveBeenCalled();
    expect(await storage.get('token')).toBeNull();
  });
});
