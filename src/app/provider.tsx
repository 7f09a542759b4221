import { StrictMode, Suspense, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '../lib/i18n/i18n';
import { appStore } from '../lib/store';

/** Everything a screen may rely on: the one store and i18n (with a boundary for catalogs that load). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <JotaiProvider store={appStore}>
        <I18nextProvider i18n={i18next}>
          <Suspense fallback={null}>{children}</Suspense>
        </I18nextProvider>
      </JotaiProvider>
    </StrictMode>
  );
}
