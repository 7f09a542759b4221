import { lazy, Suspense, useState } from 'react';
import { ReloadPrompt } from '../components/pwa/reload-prompt';
import { SlowConnectionNotice } from '../components/slow-connection-notice';
import { initLoadAtom, verifyAtom } from '../lib/state/app.atoms';
import { appStore } from '../lib/store';
import { AppRouter } from './app-router';
import { ErrorBoundary } from './error-boundary';
import { Gate } from './gate';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

// Only a verified visitor whose daily loading screen is due downloads it.
const LoadingScreen = lazy(() => import('../features/verify/components/loading-screen'));
const loadingScreenDue = () => appStore.get(initLoadAtom) && appStore.get(verifyAtom);

/** The whole app: providers, router, gates, the route table and the update prompt. */
export function App() {
  const [loadingScreen] = useState(loadingScreenDue);
  return (
    <AppProvider>
      <AppRouter>
        <ErrorBoundary>
          <Suspense fallback={null}>
            <Gate>
              <AppRoutes />
            </Gate>
          </Suspense>
        </ErrorBoundary>
        <ReloadPrompt />
        <SlowConnectionNotice />
        {loadingScreen && (
          <Suspense fallback={null}>
            <LoadingScreen />
          </Suspense>
        )}
      </AppRouter>
    </AppProvider>
  );
}
