import { atom, useAtomValue } from 'jotai';
import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { Page } from '../../../contract/envelope';
import type { ApiResult } from '../api-client';
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
function useCacheKey(key: readonly unknown[]): string {
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
    void queryCache.fetch(hash);
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

export interface PagedData<I> {
  items: I[];
  total: number;
  /** the server has nothing past the last item */
  end: boolean;
}

export interface PagedQuery<I> extends Query<PagedData<I>> {
  hasMore: boolean;
  /** appends the next page; rejects when it failed (infinite scroll then offers a retry) */
  fetchMore: () => Promise<void>;
}

/**
 * Asks for up to `rows` rows after `loaded` (by keyset: older than the last one; by offset: the next page);
 * the answer's `pageSize` says how many it asked, so a shorter page is the end.
 */
export type PageFetcher<I> = (loaded: readonly I[], rows: number, signal: AbortSignal) => Promise<ApiResult<Page<I>>>;

/**
 * A paged server list: pages appended as the member scrolls. A refetch (focus, reconnect, an event, pull to
 * refresh) reads as many rows as are loaded again from the top, so a member five pages down stays there
 * with every row fresh; by keyset the next page then follows the last row, with none repeated or lost.
 * A page that arrives for another key (filters changed meanwhile) is dropped.
 */
export function usePagedQuery<I>(
  key: readonly unknown[],
  fetchPage: PageFetcher<I>,
  pageSize: number,
  options?: QueryOptions,
): PagedQuery<I> {
  const hash = useCacheKey(key);
  const top = useCallback(
    async (signal: AbortSignal): Promise<ApiResult<PagedData<I>>> => {
      const loaded = queryCache.read<PagedData<I>>(hash).data?.items.length ?? 0;
      const want = Math.max(pageSize, loaded);
      let data: PagedData<I> = { items: [], total: 0, end: false };
      while (!data.end && data.items.length < want) {
        const result = await fetchPage(data.items, want - data.items.length, signal);
        if (!result.ok) return result;
        const rows = result.data.data;
        data = { items: [...data.items, ...rows], total: result.data.total, end: rows.length < result.data.pageSize };
      }
      return { ok: true, data };
    },
    [hash, fetchPage, pageSize],
  );
  const query = useQuery(key, top, options);

  const fetchMore = useCallback(async () => {
    const ok = await queryCache.extend<PagedData<I>>(hash, async (shown, signal) => {
      const result = await fetchPage(shown.items, pageSize, signal);
      if (!result.ok) return result;
      const rows = result.data.data;
      return {
        ok: true,
        data: { items: [...shown.items, ...rows], total: result.data.total, end: rows.length < result.data.pageSize },
      };
    });
    if (!ok) throw new Error('the next page failed');
  }, [hash, fetchPage, pageSize]);

  const data = query.data;
  const hasMore = data !== undefined && !data.end && data.items.length < data.total;
  return { ...query, hasMore, fetchMore };
}
