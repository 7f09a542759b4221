import type { Page } from 'playwright-core';
import { decrypt, encrypt } from '../../../src/lib/storage/cipher';
import { DEV_STORAGE_KEY, STORAGE_PREFIX, wrapEntry, type StoredEntry } from '../../../src/lib/storage/storage';

/** The key the build under test used (vite reads VITE_STORAGE_KEY from the same environment). */
export const testStorageKey = () => process.env.VITE_STORAGE_KEY || DEV_STORAGE_KEY;

/** Writes entries into the app's IndexedDB exactly as its storage adapter does (wrapped, AES-encrypted). */
async function writeAppEntries(page: Page, entries: Record<string, unknown>): Promise<void> {
  const now = Date.now();
  const sealed = Object.entries(entries).map(([name, value]) => [
    `${STORAGE_PREFIX}:${name}`,
    encrypt(JSON.stringify(wrapEntry(value, 86_400, now)), testStorageKey()),
  ]);
  await page.evaluate(async (rows) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onupgradeneeded = () => open.result.createObjectStore('keyval');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('keyval', 'readwrite');
      for (const [key, value] of rows) tx.objectStore('keyval').put(value, key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, sealed);
}

/** The value the app has stored as `name` in its IndexedDB (read and decrypted here), or undefined. */
export async function readAppEntry(page: Page, name: string): Promise<unknown> {
  const sealed = await page.evaluate(
    (key) =>
      new Promise<string | undefined>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return (db.close(), resolve(undefined));
          const get = db.transaction('keyval').objectStore('keyval').get(key);
          get.onsuccess = () => (db.close(), resolve(get.result as string | undefined));
          get.onerror = () => (db.close(), resolve(undefined));
        };
      }),
    `${STORAGE_PREFIX}:${name}`,
  );
  return sealed === undefined
    ? undefined
    : (JSON.parse(decrypt(sealed, testStorageKey())) as StoredEntry<unknown>).value;
}

/** Deletes what the app has stored as `name` in its IndexedDB (as a member's phone that never stored it). */
export async function removeAppEntry(page: Page, name: string): Promise<void> {
  await page.evaluate(
    (key) =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return (db.close(), resolve());
          const tx = db.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').delete(key);
          tx.oncomplete = () => (db.close(), resolve());
          tx.onerror = () => (db.close(), resolve());
        };
      }),
    `${STORAGE_PREFIX}:${name}`,
  );
}

/** Opens the app if needed, then stores a puzzle pass for the browser's current hour and reloads. */
export async function passVerification(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/verify');
  const hour = await page.evaluate(() => new Date().getHours());
  await writeAppEntries(page, { verify: true, verifyTime: hour });
  await page.reload();
}

export interface Credentials {
  account: string;
  password: string;
}

let accounts = 0;
/** Registers a new member through the API and returns the credentials. */
export async function registerViaApi(baseURL: string): Promise<Credentials> {
  accounts += 1;
  const credentials = { account: `e2e_${Date.now().toString(36)}_${accounts}`, password: 'secret1234' };
  const response = await fetch(`${baseURL}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, confirmPassword: credentials.password }),
  });
  const body = (await response.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`register failed: ${body.code} ${body.msg}`);
  return credentials;
}

/**
 * Marks the day's start-up loading screen as due or as seen (it covers the first screen for 5 s); takes
 * effect at the next load, if no page of the app shows the screen (and marks it seen) before then.
 */
export async function setLoadingScreenDue(page: Page, due: boolean): Promise<void> {
  await writeAppEntries(page, { initLoad: due });
}

/** Sets the app's language the way its settings screen stores it, then reloads. */
export async function useAppLanguage(page: Page, language: string): Promise<void> {
  await writeAppEntries(page, { lang: language });
  await page.reload();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

/** Sets the Up colour the way the settings screen stores it (red up or green up), then reloads. */
export async function useUpColour(page: Page, colour: 'red' | 'green'): Promise<void> {
  await writeAppEntries(page, { upColour: colour });
  await page.reload();
  await page.waitForFunction((up) => document.documentElement.dataset.up === up, colour);
}

/** Logs in through the API and hands the session to the app the way it stores one; then reloads. */
export async function loginViaApi(
  page: Page,
  baseURL: string,
  credentials: Credentials,
  /** where this process reaches the same server, when the page's origin is a front it cannot trust (the bench's TLS) */
  apiURL = baseURL,
): Promise<string> {
  const response = await fetch(`${apiURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { code: number; msg: string; data: { token: string; userInfo: unknown } };
  if (body.code !== 200) throw new Error(`login failed: ${body.code} ${body.msg}`);
  if (!page.url().startsWith('http')) await page.goto('/verify');
  await writeAppEntries(page, { token: body.data.token, userInfo: body.data.userInfo });
  // as the app's sign-in does (src/lib/session.ts): the server then names the first screen's code in the page
  await page.context().addCookies([{ name: 'signed_in', value: '1', url: baseURL }]);
  await page.reload();
  return body.data.token;
}

/** A POST call of the member API or the console (`path`), as JSON; its data, or an error naming code and message. */
export async function postCall<T = unknown>(
  baseURL: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * Past the verification gate and signed in as `credentials`, the day's loading screen marked seen (it would cover
 * the first screen for 5 s): the start of a test about a screen behind sign-in. Returns the token.
 */
export async function signInPastLoading(page: Page, baseURL: string, credentials: Credentials): Promise<string> {
  await passVerification(page);
  await setLoadingScreenDue(page, false);
  return loginViaApi(page, baseURL, credentials);
}
