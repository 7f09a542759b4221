import { Workbox } from 'workbox-window';
import { appStore } from '../store';
import { pendingUpdateAtom } from './pwa.atoms';

export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js. A new version waits until the user accepts the in-app prompt (never mid-form),
 * then takes over and the page reloads once. While online, checks for a new version every hour.
 */
export async function registerServiceWorker(url = '/sw.js'): Promise<Workbox | null> {
  if (!('serviceWorker' in navigator)) return null;
  const wb = new Workbox(url, { scope: '/' });

  wb.addEventListener('waiting', () => {
    const apply = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    appStore.set(pendingUpdateAtom, { apply });
  });

  try {
    await wb.register();
  } catch (error) {
    // Some browsers refuse service workers (private modes, policies): the app works on without one.
    console.warn('[pwa] service worker not registered', error);
    return null;
  }
  setInterval(() => {
    if (navigator.onLine) void wb.update();
  }, UPDATE_CHECK_MS);
  return wb;
}
