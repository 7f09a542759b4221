import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { chosenLanguage, fetchCatalogs, initI18n } from '../lib/i18n/i18n';
import { watchInstallOffer } from '../lib/pwa/install';
import { endForgottenSession } from '../lib/sign-out';
import { persistState, restorePersistedState } from '../lib/state/persist';
import { appStorage } from '../lib/storage/storage';
import { appStore } from '../lib/store';
import { App, loadingScreenLoad } from './app';
import { firstPath } from './gate';
import { routeLoads, routeNamespaces, routesFor } from './router';
import './global.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Restores state, renders the app over the splash and registers the service worker. */
export async function start() {
  watchInstallOffer();
  // Persisted state is restored before the first render, so the first gate decision sees it.
  const [, language] = await Promise.all([
    restorePersistedState(appStore, appStorage, endForgottenSession),
    chosenLanguage(),
  ]);
  persistState();
  const path = firstPath();
  // a member's screen: its table (named in the page by the server for a signed-in member, so already on its way)
  await routesFor(path);
  // The first screen's catalogs are requested while i18next starts, not after (see fetchCatalogs). Its code
  // waits: the layout's start reads in the language i18next settles on.
  fetchCatalogs(language, ['common', 'errors', ...routeNamespaces(path)]);
  await initI18n(language);
  // Decrypting the stored state, requesting the first screen's files (some 40 on home) and creating the root
  // took one task of about 30 ms here, four times that on a slow phone: each in a task of its own lets input in.
  // The files are requested in three tasks too (layout, page, catalogs): each <link rel=modulepreload> the
  // page's start inserts costs about 0.2 ms here, and together they made a task of 9-11 ms.
  const loads: Promise<unknown>[] = [];
  for (const load of [...routeLoads(path), loadingScreenLoad]) {
    await nextTask();
    loads.push(load());
  }
  // The first render waits for them (a failure is the render's to report). A first screen that suspended
  // would replace the splash, or home's server-painted shell, with an empty fallback, and React reveals what
  // it waited for no sooner than 300 ms after a fallback: a blank screen for 300 ms on every cold start.
  await Promise.allSettled(loads);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // As a transition React renders the first screen in slices that yield to the browser, not in one long task.
  startTransition(() => root.render(<App />));

  if (import.meta.env.PROD) {
    const register = () => void import('../lib/pwa/register-sw').then((pwa) => pwa.registerServiceWorker());
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register);
  }
}
