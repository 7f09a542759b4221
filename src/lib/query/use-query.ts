import { atom, useAtomValue } from 'jotai';
import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useLanguage } from '../i18n/i18n';
import { tokenAtom, userInfoAtom } from '../state/app.atoms';
import { appStore } from '../store';
import { startEventStream } from '../live/event-stream';
import { memberStream } from '../live/member-stream';
import { queryCache, type Fetcher, type QueryState } from './query-cache';
// the reads of the screen being opened start as this code loads and with each navigation (prefetch.ts)
import './prefetch';
import { cacheKey } from './query-key';

// Nothing of one member may show to the next on a shared phone: the cache forgets everything when the
// session changes (sign-in, sign-out, expiry, a 401), in the same task, before the next screen renders.
appStore.sub(tokenAtom, () => queryCache.clear());

// The event stream runs while a member is signed in and the page visible. Its code comes with this file's,
// never on /verify: a chunk of its own would cost /verify a line of the boot's preload map.
let stopStream: (() => void) | undefined;
function followSession() {
  stopStream?.();
  const token = appStore.get(tokenAtom);
  stopStream = token && document.visibilityState !== 'hidden' ? startEventStream(token, memberStream) : undefined;
}
appStore.sub(tokenAtom, followSession);
document.addEventListener('visibilitychange', followSession);
followSession();

/** The signed-in member's id: every cached read is bound to it (a screen re-renders only when it changes). */
const memberIdAtom = atom((get) => get(userInfoAtom)?.id ?? null);

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

/** The cache's key of a read (query-key). */
export function useCacheKey(key: readonly unknown[]): string {
  const language = useLanguage();
  const member = useAtomValue(memberIdAtom, { store: appStore });
  return cacheKey(key, language, member);
}

/**
 * One server read as screen state, from the app's one cache (see query-cache): fetched when the screen
 * opens, again every `intervalMs` while the event stream is down, on reconnect and on focus, when an event
 * names its call (lib/live), and when the key or the language changes.
 * `key` names everything the answer depends on; the language is added to it.
 */
export function useQuery<T>(key: readonly unknown[], fetcher: Fetcher<T>, options: QueryOptions = {}): Query<T> {
  const { intervalMs = 0, enabled = true } = options;
  const hash = useCacheKey(key);
  const latest = useRef(fetcher);
  const state = queryCache.read<T>(hash);
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
    const stop = queryCache.subscribe<T>(
      hash,
      (signal) => latest.current(signal),
      () => startTransition(rerender),
    );
    // what landed between the render and now (a read started ahead of the screen, a kept answer) shows at once
    if (queryCache.read<T>(hash) !== rendered.current) startTransition(rerender);
    void queryCache.open(hash);
    // while the event stream is up it tells what changed: the interval asks nothing
    const poll = () => void (queryCache.live || queryCache.fetch(hash));
    const timer = intervalMs > 0 ? window.setInterval(poll, intervalMs) : undefined;
    return () => {
      window.clearInterval(timer);
      stop();
    };
  }, [hash, intervalMs, enabled]);

  const refetch = useCallback(() => queryCache.fetch(hash), [hash]);
  // the same object while the answer is unchanged, so a screen's memoised parts skip another read's renders
  return useMemo(() => ({ ...state, refetch }), [state, refetch]);
}
