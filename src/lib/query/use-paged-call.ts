import { useCallback } from 'react';
import type { CallInput } from '../../../contract/calls';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '../../../contract/envelope';
import { specOf } from '../api/call-specs';
import type { ApiResult } from '../api-client';
import { memberClient } from './member-client';
import { read } from './read';
import { useSignedInOptions, type ItemOf, type ListCall, type ListFilters } from './use-call';
import { useCacheKey, useQuery, type Query, type QueryOptions } from './use-query';

// Paged lists' part of the data layer: it loads with the lists (components/paged-list.tsx), not with every screen.

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
  const { cache } = memberClient;
  const hash = useCacheKey(key);
  const top = useCallback(
    async (signal: AbortSignal): Promise<ApiResult<PagedData<I>>> => {
      const loaded = cache.read<PagedData<I>>(hash).data?.items.length ?? 0;
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
    [cache, hash, fetchPage, pageSize],
  );
  const query = useQuery(key, top, options);

  const fetchMore = useCallback(async () => {
    const ok = await cache.extend<PagedData<I>>(hash, async (shown, signal) => {
      const result = await fetchPage(shown.items, pageSize, signal);
      if (!result.ok) return result;
      const rows = result.data.data;
      return {
        ok: true,
        data: { items: [...shown.items, ...rows], total: result.data.total, end: rows.length < result.data.pageSize },
      };
    });
    if (!ok) throw new Error('the next page failed');
  }, [cache, hash, fetchPage, pageSize]);

  const data = query.data;
  const hasMore = data !== undefined && !data.end && data.items.length < data.total;
  return { ...query, hasMore, fetchMore };
}

/** A list call read page by page through the data layer, keyed by the call, its filters and page size. */
export function usePagedCall<N extends ListCall>(call: N, filters: ListFilters<N>, pageSize = DEFAULT_PAGE_SIZE) {
  const allowed = useSignedInOptions(call);
  return usePagedQuery<ItemOf<N>>(
    [call, filters, pageSize],
    async (loaded, rows, signal) => {
      // the record lists take `before` (keyset, docs/api.md); the others, in an order of their own, page by offset.
      // A contract module that cannot load fails the read below as a lost connection.
      const keyset = await specOf(call).then(
        (spec) => 'before' in (spec.body as unknown as { shape: object }).shape,
        () => false,
      );
      const last = loaded.at(-1) as { id?: number } | undefined;
      const at = keyset
        ? { pageSize: Math.min(rows, MAX_PAGE_SIZE), ...(last ? { before: last.id } : {}) }
        : { page: Math.floor(loaded.length / pageSize) + 1, pageSize };
      const result = await read(call, { ...filters, ...at } as CallInput<N>, signal);
      return result.ok ? { ok: true, data: result.data as unknown as Page<ItemOf<N>> } : result;
    },
    pageSize,
    allowed,
  );
}
