import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/i18n';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };
export interface Loaded<T> {
  state: LoadState<T>;
  /** fetches again; resolves when the answer is in (pull to refresh waits on it) */
  reload: () => Promise<void>;
}

/** One server call's answer as a screen state; reloads when `key` or the language changes, aborts what it no longer needs. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<ApiResult<T>>, key = ''): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const loader = useRef(load);
  const running = useRef<AbortController | null>(null);
  const language = useLanguage();

  useEffect(() => {
    loader.current = load;
  });

  const reload = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const result = await loader.current(controller.signal);
    if (controller.signal.aborted) return;
    // Home's answers arrive close together; as transitions React renders them in slices that let the browser
    // respond in between, not as one long task.
    startTransition(() =>
      setState(result.ok ? { status: 'ready', data: result.data } : { status: 'error', message: result.msg }),
    );
  }, []);

  useEffect(() => {
    setState({ status: 'loading' });
    void reload();
    return () => running.current?.abort();
  }, [reload, key, language]);

  return { state, reload };
}
