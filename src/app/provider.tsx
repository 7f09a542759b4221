import { StrictMode, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '../lib/i18n/i18n';
import { appStore } from '../lib/store';

/** What every screen may rely on: the one store and i18n. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <JotaiProvider store={appStore}>
        <I18nextProvider i18n={i18next}>{children}</I18nextProvider>
      </JotaiProvider>
    </StrictMode>
  );
}
