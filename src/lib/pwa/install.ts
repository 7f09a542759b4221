import { atom } from 'jotai';
import { appStore } from '../store';

/** Chromium's install offer: the event is kept so the app's own control can show the browser's dialog. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How this browser adds the app to the home screen: its own dialog, a guide (iOS Safari), or not at all. */
export type InstallWay = 'prompt' | 'guide' | null;
export const installWayAtom = atom<InstallWay>(null);

let offer: InstallPromptEvent | null = null;

const installed = () =>
  matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
// iOS Safari never fires beforeinstallprompt: there it is Share, then "Add to Home Screen"
const iosSafari = (ua: string) => /iPhone|iPad|iPod/.test(ua) && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);

/** Listens from the start (the browser may offer before any screen renders); nothing once installed. */
export function watchInstallOffer(): void {
  if (installed()) return;
  if (iosSafari(navigator.userAgent)) appStore.set(installWayAtom, 'guide');
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    appStore.set(installWayAtom, 'prompt');
  });
  const gone = () => appStore.set(installWayAtom, null);
  window.addEventListener('appinstalled', gone);
  matchMedia('(display-mode: standalone)').addEventListener('change', (event) => event.matches && gone());
}

/** Shows the browser's own install dialog; an offer is good for one dialog. */
export async function promptInstall(): Promise<void> {
  const event = offer;
  if (!event) return;
  offer = null;
  appStore.set(installWayAtom, null);
  await event.prompt();
}
