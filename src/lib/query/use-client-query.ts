import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { DataClient } from './data-client';
import type { Fetcher, QueryState } from './query-cache';

export interface QueryOptions {
  /** fetch again every so many ms while shown (0: once per visit) */
  intervalMs?: number;
  /** false: nothing is fetched (e.g. an id that cannot exist) */
  enabled?: boolean;
}

export interface Query<T> extends QueryState<T> {
  /** fetches again; resolves when the answer is in (pull to refresh and retry buttons wait on it) */
  refetch: () => Promise<void>;
}

/**
 * One server read as screen state, from `client`'s cache (see query-cache) under the cache key `hash`: fetched
 * when the screen opens, again every `intervalMs` while the event stream is down, on reconnect and on focus,
 * when an event or a write names its call, and when the key changes. The client starts with its first reader.
 */
export function useClientQuery<T>(
  client: DataClient,
  hash: string,
  fetcher: Fetcher<T>,
  options: QueryOptions = {},
): Query<T> {
  const { intervalMs = 0, enabled = true } = options;
  const { cache } = client;
  const latest = useRef(fetcher);
  const state = cache.read<T>(hash);
  const rendered = useRef(state);
  useEffect(() => {
    latest.current = fetcher;
    rendered.current = state;
  });
  // Answers render as transitions: React renders them in slices that let the browser respond in between,
  // so several arriving together (home) or a poll never make one long task.
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (!enabled) return;
    client.start();
    const stop = cache.subscribe<T>(
      hash,
      (signal) => latest.current(signal),
      () => startTransition(rerender),
    );
    // what landed between the render and now (a read started ahead of the screen, a kept answer) shows at once
    if (cache.read<T>(hash) !== rendered.current) startTransition(rerender);
    void cache.open(hash);
    // while the event stream is up it tells what changed: the interval asks nothing
    const poll = () => void (cache.live || cache.fetch(hash));
    const timer = intervalMs > 0 ? window.setInterval(poll, intervalMs) : undefined;
    return () => {
      window.clearInterval(timer);
      stop();
    };
  }, [client, cache, hash, intervalMs, enabled]);

  const refetch = useCallback(() => cache.fetch(hash), [cache, hash]);
  // the same object while the answer is unchanged, so a screen's memoised parts skip another read's renders
  return useMemo(() => ({ ...state, refetch }), [state, refetch]);
}
