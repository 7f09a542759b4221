import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstPath } from './app/gate';
import { preloadRoute } from './app/router';
import { initI18n } from './lib/i18n/i18n';
import { reloadOnPreloadError } from './lib/pwa/preload-error';
import { persistState, restorePersistedState } from './lib/state/persist';
import './app/global.css';

async function start() {
  document.documentElement.dataset.version = import.meta.env.VITE_APP_VERSION;
  reloadOnPreloadError();
  // Persisted state is restored before the first render, so the first gate decision sees it.
  await Promise.all([restorePersistedState(), initI18n()]);
  persistState();
  preloadRoute(firstPath());

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);

  if (import.meta.env.PROD) {
    const register = () => void import('./lib/pwa/register-sw').then((pwa) => pwa.registerServiceWorker());
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register);
  }
}

void start();
