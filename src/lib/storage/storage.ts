/**
 * The app's one persistent store: IndexedDB (idb-keyval), keys `app:<name>`, each value wrapped as
 * `{ value, time, expire }` (ms timestamps), serialized to JSON and AES-encrypted under VITE_STORAGE_KEY.
 * What lives here: config, initLoad, userInfo, token, verify, verifyTime, balance, balanceAskedAt (lib/state), lang
 * (lib/i18n), upColour (lib/up-colour),
 * confirmTrades:<member> (lib/state/trade-confirm) and reads, a member's last answers (lib/query/kept-reads).
 * The encryption hides values from casual inspection; it is no defence against code running in the page.
 */
import { del, get, set, type UseStore } from 'idb-keyval';

export const STORAGE_PREFIX = 'app';
export const DEFAULT_EXPIRE_SECONDS = 86_400;
/** Development default; production builds set VITE_STORAGE_KEY. */
export const DEV_STORAGE_KEY = 'finance-pwa-dev-storage-key';

export interface StoredEntry<T> {
  value: T;
  /** when it was written, ms since epoch */
  time: number;
  /** when it stops being valid, ms since epoch; null = never */
  expire: number | null;
}

export interface Storage {
  /** `onExpired` hears the value of an entry that has just expired (and is deleted), e.g. to end its session. */
  get<T>(name: string, onExpired?: (value: T) => void): Promise<T | null>;
  /** `expire` in seconds (default 24 h); null keeps the entry until it is removed. */
  set<T>(name: string, value: T, expire?: number | null): Promise<void>;
  remove(name: string): Promise<void>;
}

export interface StorageOptions {
  key?: string;
  prefix?: string;
  /** an idb-keyval store; the default database when omitted */
  store?: UseStore;
  now?: () => number;
}

export function storageKey(): string {
  // import.meta.env exists under Vite and Vitest; plain Node (scripts) has none.
  return import.meta.env?.VITE_STORAGE_KEY || DEV_STORAGE_KEY;
}

export function validateExpire(expire: unknown): asserts expire is number | null {
  if (expire === null) return;
  if (typeof expire !== 'number' || !Number.isFinite(expire) || expire < 0) {
    throw new Error('Expire must be a number');
  }
}

/** The `{ value, time, expire }` wrapper of a value written at `time` (ms) that lives `expire` seconds. */
export function wrapEntry<T>(value: T, expire: number | null, time: number): StoredEntry<T> {
  validateExpire(expire);
  return { value, time, expire: expire === null ? null : time + expire * 1000 };
}

// The cipher loads on first use: a new visitor with nothing stored never downloads it.
const loadCipher = () => import('./cipher');

export function createStorage(options: StorageOptions = {}): Storage {
  const key = options.key ?? storageKey();
  const prefix = options.prefix ?? STORAGE_PREFIX;
  const now = options.now ?? Date.now;
  const idbKey = (name: string) => `${prefix}:${name}`;

  async function remove(name: string): Promise<void> {
    await del(idbKey(name), options.store);
  }

  return {
    async get<T>(name: string, onExpired?: (value: T) => void): Promise<T | null> {
      const raw: unknown = await get(idbKey(name), options.store);
      if (raw === undefined) return null;
      let entry: StoredEntry<T>;
      try {
        if (typeof raw !== 'string') throw new Error('Entry is not a ciphertext');
        const { decrypt } = await loadCipher();
        entry = JSON.parse(decrypt(raw, key)) as StoredEntry<T>;
        if (typeof entry !== 'object' || entry === null || !('value' in entry)) throw new Error('Entry has no value');
      } catch (error) {
        console.error(`[storage] dropping unreadable entry "${name}"`, error);
        await remove(name);
        return null;
      }
      if (typeof entry.expire === 'number' && entry.expire <= now()) {
        await remove(name);
        onExpired?.(entry.value);
        return null;
      }
      return entry.value;
    },

    async set<T>(name: string, value: T, expire: number | null = DEFAULT_EXPIRE_SECONDS): Promise<void> {
      const entry = wrapEntry(value, expire, now());
      const { encrypt } = await loadCipher();
      await set(idbKey(name), encrypt(JSON.stringify(entry), key), options.store);
    },

    remove,
  };
}

/** The app's storage under the build's key. */
export const appStorage = createStorage();
