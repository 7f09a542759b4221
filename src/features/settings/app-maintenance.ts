import { loadConfig } from '../../lib/config';

/**
 * Empties the service worker's runtime caches (pictures and the like; the precached app shell stays so the
 * app still opens offline) and fetches the config afresh. Returns how many caches were emptied.
 */
export async function clearCache(): Promise<number> {
  let cleared = 0;
  if ('caches' in window) {
    const names = await caches.keys();
    const runtime = names.filter((name) => !name.includes('precache'));
    await Promise.all(runtime.map((name) => caches.delete(name)));
    cleared = runtime.length;
  }
  await loadConfig();
  return cleared;
}

/**
 * Asks the service worker registration for a new version now. 'waiting' when one is ready (the shell's
 * reload prompt then offers it), 'latest' when there is none, 'unsupported' without a service worker.
 */
export async function checkForUpdate(): Promise<'waiting' | 'latest' | 'unsupported'> {
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (!registration) return 'unsupported';
  await registration.update();
  return registration.waiting || registration.installing ? 'waiting' : 'latest';
}
