import { useCallback } from 'react';
import { useDataClient, writeThrough } from '../../lib/query/data-client';
import { useClientQuery } from '../../lib/query/use-client-query';
import { useConsoleLanguage } from '../i18n/i18n';
import { consoleCall } from './client';

/**
 * One console call read through the console's data client (console-client.ts, handed down by main.tsx): the
 * member app's data layer (lib/query), so retried on lost answers and 5xx, paused offline, read again on focus,
 * when the console's event stream names it (console-stream.ts) and after a write, one request for identical
 * reads. Keyed by call, body and language.
 */
export function useConsoleQuery<T>(name: string, body: unknown = {}, enabled = true) {
  const client = useDataClient();
  const key = JSON.stringify([name, body, useConsoleLanguage()]);
  return useClientQuery<T>(client, key, (signal) => client.call(name, body, signal) as never, { enabled });
}

/**
 * The console's writes: `write(name, body)` sends the call and, once it succeeded, reads again what it changed
 * (console-client.ts) before it resolves, so a page never reads again by hand.
 */
export function useConsoleWrite() {
  const client = useDataClient();
  return useCallback(
    <T,>(name: string, body: unknown = {}) => writeThrough(client, name, consoleCall<T>(name, body)),
    [client],
  );
}
