import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';
import { initConsoleI18n } from './i18n/i18n';
import './console.css';

void initConsoleI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  );
});
