import { Suspense } from 'react';
import { ReloadPrompt } from '../components/pwa/reload-prompt';
import LoadingScreen from '../features/verify/components/loading-screen';
import { AppRouter } from './app-router';
import { ErrorBoundary } from './error-boundary';
import { Gate } from './gate';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The whole app: providers, router, gates, the route table and the update prompt. */
export function App() {
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
        <LoadingScreen />
      </AppRouter>
    </AppProvider>
  );
}
