import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DataClientProvider } from '../lib/query/data-client';
import { createConsoleClient } from './api/console-client';
import { ConsoleApp } from './console-app';
import { initConsoleI18n } from './i18n/i18n';
import './console.css';

const client = createConsoleClient();

void initConsoleI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <DataClientProvider value={client}>
        <ConsoleApp />
      </DataClientProvider>
    </StrictMode>,
  );
});
