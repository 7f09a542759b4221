import { useCallback } from 'react';
import type { ConsoleCallName, ConsoleData, ConsoleFields } from '../../../contract/console/calls';
import { useDataClient, writeThrough } from '../../lib/query/data-client';
import { useClientQuery } from '../../lib/query/use-client-query';
import { useConsoleLanguage } from '../i18n/i18n';
import { consoleCall } from './client';

/**
 * One console call read through the console's data client (console-client.ts, handed down by main.tsx): the
 * member app's data layer (lib/query), so retried on lost answers and 5xx, paused offline, read again on focus,
 * when the console's event stream names it (console-stream.ts) and after a write, one request for identical
 * reads. Keyed by call, body and language; the answer's type is the call's in the contract.
 */
export function useConsoleQuery<N extends ConsoleCallName, T = ConsoleData<N>>(
  name: N,
  body: ConsoleFields<N> = {},
  enabled = true,
) {
  const client = useDataClient();
  const key = JSON.stringify([name, body, useConsoleLanguage()]);
  return useClientQuery<T>(client, key, (signal) => client.call(name, body, signal) as never, { enabled });
}

/**
 * The console's writes: `write(name, body)` sends the call and, once it succeeded, reads again what it changed
 * (the contract's `invalidates`, console-client.ts) before it resolves, so a page never reads again by hand.
 */
export function useConsoleWrite() {
  const client = useDataClient();
  return useCallback(
    <N extends ConsoleCallName>(name: N, body: ConsoleFields<N> = {}) =>
      writeThrough(client, name, consoleCall(name, body)),
    [client],
  );
}
