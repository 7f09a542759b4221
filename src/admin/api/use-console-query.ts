import { useCallback, useEffect, useReducer } from 'react';
import type { ApiResult } from '../../lib/api-client';
import { createQueryCache } from '../../lib/query/query-cache';
import { useConsoleLanguage } from '../i18n/i18n';
import type { ConsoleCallName, ConsoleData, ConsoleFields } from '../../../contract/console/calls';
import { consoleCall } from './client';

/**
 * The console's reads on the member app's data layer (lib/query/query-cache): retried on lost answers and 5xx,
 * paused offline, refetched on focus and when the console's event stream names them (console-stream), one
 * request for identical reads. Keyed by call, body and language.
 */
export const consoleCache = createQueryCache();
const cache = consoleCache;

export function useConsoleQuery<N extends ConsoleCallName, T = ConsoleData<N>>(
  name: N,
  body: ConsoleFields<N> = {},
  enabled = true,
) {
  const language = useConsoleLanguage();
  const key = JSON.stringify([name, body, language]);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!enabled) return;
    const stop = cache.subscribe<T>(
      key,
      (signal) => consoleCall(name, body, signal) as Promise<ApiResult<T>>,
      rerender,
    );
    void cache.fetch(key);
    return stop;
    // the key holds name, body and language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  const refetch = useCallback(() => cache.fetch(key), [key]);
  return { ...cache.read<T>(key), refetch };
}

/** Signing out forgets every answer read with the operator's token. */
export const forgetConsoleReads = () => cache.clear();
