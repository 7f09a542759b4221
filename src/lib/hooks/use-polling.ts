import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from '../i18n/i18n';
import { useOnline } from './use-online';

export type LoadResult<T> = { ok: true; data: T } | { ok: false };

export interface Polled<T> {
  /** the last data that arrived (kept while offline, hidden or after a failed poll) */
  data: T | undefined;
  /** local time (ms) the data arrived */
  updatedAt: number | undefined;
  /** the first load failed and nothing is shown */
  failed: boolean;
  online: boolean;
  retry: () => void;
}

function visible() {
  return document.visibilityState !== 'hidden';
}

/**
 * Loads now and then every `intervalMs` while the page is visible and the device online; pauses
 * otherwise and loads again at once when both are true again (intervalMs 0: load once per visit).
 * `load` should be stable (useCallback).
 */
export function usePolling<T>(load: (signal: AbortSignal) => Promise<LoadResult<T>>, intervalMs: number): Polled<T> {
  const online = useOnline();
  const [state, setState] = useState<{ data: T | undefined; updatedAt: number | undefined; failed: boolean }>({
    data: undefined,
    updatedAt: undefined,
    failed: false,
  });
  const [shown, setShown] = useState(visible);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);
  // server texts (market and room names) come in the language asked for: a switch loads at once
  const language = useLanguage();

  useEffect(() => {
    const onVisibility = () => setShown(visible());
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!online || !shown) return;
    const controller = new AbortController();
    const tick = async () => {
      if (busy.current) return;
      busy.current = true;
      const result = await load(controller.signal).catch((): LoadResult<T> => ({ ok: false }));
      busy.current = false;
      if (controller.signal.aborted) return;
      // A transition: React renders the new data in small slices, so a poll never blocks a pan or a tap.
      startTransition(() =>
        setState((prev) =>
          result.ok
            ? { data: result.data, updatedAt: Date.now(), failed: false }
            : { ...prev, failed: prev.data === undefined },
        ),
      );
    };
    void tick();
    const timer = intervalMs > 0 ? window.setInterval(() => void tick(), intervalMs) : undefined;
    return () => {
      controller.abort();
      busy.current = false;
      window.clearInterval(timer);
    };
  }, [load, intervalMs, online, shown, attempt, language]);

  const retry = useCallback(() => {
    setState((prev) => ({ ...prev, failed: false }));
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, online, retry };
}
