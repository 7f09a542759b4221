import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { ReloadPrompt } from '../components/pwa/reload-prompt';
import { SlowConnectionNotice } from '../components/slow-connection-notice';
import { initLoadAtom, tokenAtom, verifyAtom } from '../lib/state/app.atoms';
import { appStore } from '../lib/store';
import { AppRouter } from './app-router';
import { ErrorBoundary } from './error-boundary';
import { Gate } from './gate';
import { LanguageSwitch } from './language-switch';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

// Only a verified visitor whose daily loading screen is due downloads it.
// A signed-in member's: it reads the API, which the start-up (and a visitor's /verify) must not carry.
const RealityCheck = lazy(() => import('../components/reality-check').then((m) => ({ default: m.RealityCheck })));
const LoadingScreen = lazyWithPreload(() => import('../features/verify/components/loading-screen'));
const loadingScreenDue = () => appStore.get(initLoadAtom) && appStore.get(verifyAtom);

/** Settles when the daily loading screen, if due, can draw with the first screen rather than after it. */
export const loadingScreenLoad = (): Promise<unknown> =>
  loadingScreenDue() ? LoadingScreen.preload() : Promise.resolve();

function SignedInRealityCheck() {
  const token = useAtomValue(tokenAtom);
  return token ? (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  ) : null;
}

/** The whole app: providers, router, gates, the route table and the update prompt. */
export function App() {
  const [loadingScreen] = useState(loadingScreenDue);
  return (
    <AppProvider>
      <AppRouter>
        <ErrorBoundary>
          <Suspense fallback={null}>
            <Gate>
              <LanguageSwitch />
              <AppRoutes />
            </Gate>
          </Suspense>
        </ErrorBoundary>
        <ReloadPrompt />
        <SlowConnectionNotice />
        <SignedInRealityCheck />
        {loadingScreen && (
          <Suspense fallback={null}>
            <LoadingScreen />
          </Suspense>
        )}
      </AppRouter>
    </AppProvider>
  );
}
