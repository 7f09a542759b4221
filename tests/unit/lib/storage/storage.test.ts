import { createStore, get, set } from 'idb-keyval';
import { createStorage, DEFAULT_EXPIRE_SECONDS } from '../../../../src/lib/storage/storage';

let dbCount = 0;
/** A fresh IndexedDB database per test, so entries never leak between tests. */
function freshStore() {
  dbCount += 1;
  return createStore(`storage-test-${dbCount}`, 'keyval');
}

describe('storage adapter', () => {
  it('round-trips a value under the app prefix, encrypted', async () => {
    const store = freshStore();
    const storage = createStorage({ key: 'k1', store });
    await storage.set('userInfo', { account: 'alice', balance: '12.50' });

    expect(await storage.get('userInfo')).toEqual({ account: 'alice', balance: '12.50' });
    const raw = await get<string>('app:userInfo', store);
    expect(typeof raw).toBe('string');
    expect(raw).not.toContain('alice');
  });

  it('wraps the value as { value, time, expire } with the 24 h default', async () => {
    const store = freshStore();
    const now = 1_700_000_000_000;
    const storage = createStorage({ key: 'k1', store, now: () => now });
    await storage.set('token', 'abc');
    const { decrypt } = await import('../../../../src/lib/storage/cipher');
    const entry = JSON.parse(decrypt((await get<string>('app:token', store))!, 'k1'));
    expect(entry).toEqual({ value: 'abc', time: now, expire: now + DEFAULT_EXPIRE_SECONDS * 1000 });
  });

  it('reads an expired entry as absent and deletes it', async () => {
    const store = freshStore();
    let now = 1_000_000;
    const storage = createStorage({ key: 'k1', store, now: () => now });
    await storage.set('verify', true, 10);
    now += 9_999;
    expect(await storage.get('verify')).toBe(true);
    now += 1;
    expect(await storage.get('verify')).toBeNull();
    expect(await get('app:verify', store)).toBeUndefined();
  });

  it('hands an expired entry’s value to onExpired once, as it deletes it', async () => {
    const store = freshStore();
    let now = 1_700_000_000_000;
    const storage = createStorage({ key: 'k1', store, now: () => now });
    await storage.set('token', 'old-token', 60);
    const onExpired = vi.fn();
    expect(await storage.get('token', onExpired)).toBe('old-token');
    expect(onExpired).not.toHaveBeenCalled();
    now += 61_000;
    expect(await storage.get('token', onExpired)).toBeNull();
    expect(await storage.get('token', onExpired)).toBeNull();
    expect(onExpired.mock.calls).toEqual([['old-token']]);
  });

  it('keeps an entry with expire null until it is removed', async () => {
    const store = freshStore();
    let now = 0;
    const storage = createStorage({ key: 'k1', store, now: () => now });
    await storage.set('lang', 'en', null);
    now = 10 * 365 * 86_400_000;
    expect(await storage.get('lang')).toBe('en');
    await storage.remove('lang');
    expect(await storage.get('lang')).toBeNull();
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, '60', undefined as unknown as string])(
    'rejects expire %s with "Expire must be a number"',
    async (expire) => {
      const storage = createStorage({ key: 'k1', store: freshStore() });
      // undefined means "default", so only the others throw
      if (expire === undefined) return expect(storage.set('a', 1, expire)).resolves.toBeUndefined();
      await expect(storage.set('a', 1, expire as unknown as number)).rejects.toThrow('Expire must be a number');
    },
  );

  it('deletes and logs a tampered ciphertext, reading it as absent', async () => {
    const store = freshStore();
    const storage = createStorage({ key: 'k1', store });
    await storage.set('token', 'abc');
    const raw = (await get<string>('app:token', store))!;
    await set('app:token', raw.slice(0, 20) + (raw[20] === 'A' ? 'B' : 'A') + raw.slice(21), store);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await storage.get('token')).toBeNull();
    expect(await get('app:token', store)).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"token"'), expect.any(Error));
    log.mockRestore();
  });

  it('deletes and logs an entry written under another key', async () => {
    const store = freshStore();
    await createStorage({ key: 'right-key', store }).set('config', { img_url: 'x' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await createStorage({ key: 'wrong-key', store }).get('config')).toBeNull();
    expect(await get('app:config', store)).toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('deletes an entry that decrypts but is not a wrapped value', async () => {
    const store = freshStore();
    const { encrypt } = await import('../../../../src/lib/storage/cipher');
    await set('app:verify', encrypt('not json', 'k1'), store);
    await set('app:verifyTime', encrypt('{"time":1}', 'k1'), store);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = createStorage({ key: 'k1', store });

    expect(await storage.get('verify')).toBeNull();
    expect(await storage.get('verifyTime')).toBeNull();
    expect(await get('app:verify', store)).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
