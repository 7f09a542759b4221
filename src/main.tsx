import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setUpAntdRender } from './app/antd-render';
import { trackNavigationProgress } from './app/progress';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n/i18n';
import { setNavigator } from './lib/navigation';
import { reloadOnPreloadError } from './lib/pwa/preload-error';
import { persistState, restorePersistedState } from './lib/state/persist';
import './app/global.css';

async function start() {
  reloadOnPreloadError();
  setUpAntdRender();
  // Persisted state is restored before the router exists, so the first gate decision sees it.
  await Promise.all([restorePersistedState(), initI18n()]);
  persistState();

  const router = createAppRouter();
  setNavigator((to) => void router.navigate(to));
  trackNavigationProgress(router);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );

  if (import.meta.env.PROD) {
    const register = () => void import('./lib/pwa/register-sw').then((pwa) => pwa.registerServiceWorker());
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register);
  }
}

void start();
