import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createConsoleClient } from '../../../src/admin/api/console-client';
import en from '../../../src/admin/i18n/en';
import { DataClientProvider } from '../../../src/lib/query/data-client';

/**
 * A console component rendered with the console's English catalog (the member app's i18next is another), under a
 * data client of its own, as the console's main gives one.
 */
export async function renderConsole(ui: ReactNode) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { console: en } },
    defaultNS: 'console',
    interpolation: { escapeValue: false },
  });
  return render(
    <DataClientProvider value={createConsoleClient()}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </DataClientProvider>,
  );
}

/** fetch answering each console call with `answer(name, body)`; the calls are recorded. */
export function fakeConsole(answer: (name: string, body: Record<string, unknown>) => unknown) {
  const calls: Array<{ name: string; body: Record<string, unknown> }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const name = String(url).replace('/admin/api/', '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ name, body });
    return new Response(JSON.stringify(answer(name, body)), { status: 200 });
  });
  return calls;
}
