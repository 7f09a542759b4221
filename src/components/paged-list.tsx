import { useCallback, useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { useTranslation } from 'react-i18next';
import type { CallData, CallInput, CallName } from '../../contract/calls';
import { DEFAULT_PAGE_SIZE, type Page } from '../../contract/envelope';
import { request } from '../lib/api-client';
import { useLanguage } from '../lib/i18n/i18n';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ListSkeleton } from './list-skeleton';
import { PullToRefresh } from './pull-to-refresh';
import styles from './paged-list.module.css';

/** The calls that answer a page `{ data, total, page, pageSize }`. */
export type ListCall = { [N in CallName]: CallData<N> extends Page<unknown> ? N : never }[CallName];
export type ItemOf<N extends ListCall> = CallData<N> extends Page<infer I> ? I : never;
export type ListFilters<N extends ListCall> = Omit<CallInput<N>, 'page' | 'pageSize'>;

interface PagedListProps<N extends ListCall> {
  call: N;
  filters: ListFilters<N>;
  renderItem: (item: ItemOf<N>) => ReactNode;
  itemKey: (item: ItemOf<N>) => Key;
  emptyText?: string;
  pageSize?: number;
}

type Status = 'loading' | 'error' | 'ready';
/** A reply for a list no longer on screen. */
const STALE = Symbol('stale');

/** A server list with pull to refresh and infinite scroll; reloads when the filters change. */
export function PagedList<N extends ListCall>({
  call,
  filters,
  renderItem,
  itemKey,
  emptyText,
  pageSize = DEFAULT_PAGE_SIZE,
}: PagedListProps<N>) {
  const { t } = useTranslation('common');
  const [items, setItems] = useState<ItemOf<N>[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const page = useRef(0);
  const filterKey = JSON.stringify(filters);
  const language = useLanguage();
  // Which list is on screen: a reply for an earlier filter or language is dropped (its request aborted),
  // however late it arrives, and so is a "load more" that was under way for it.
  const shown = useRef({ generation: 0, controller: new AbortController() });

  const fetchPage = useCallback(
    async (next: number, toast: boolean): Promise<Page<ItemOf<N>> | null | typeof STALE> => {
      const { generation, controller } = shown.current;
      const body = { ...(JSON.parse(filterKey) as object), page: next, pageSize } as CallInput<N>;
      const result = await request(call, body, { toast, signal: controller.signal });
      if (generation !== shown.current.generation) return STALE;
      if (!result.ok) return null;
      return result.data as unknown as Page<ItemOf<N>>;
    },
    [call, filterKey, pageSize],
  );

  const reload = useCallback(async () => {
    const first = await fetchPage(1, false);
    if (first === STALE) return;
    if (!first) return setStatus((current) => (current === 'ready' ? current : 'error'));
    page.current = 1;
    setItems(first.data);
    setTotal(first.total);
    setStatus('ready');
  }, [fetchPage]);

  useEffect(() => {
    shown.current.controller.abort();
    shown.current = { generation: shown.current.generation + 1, controller: new AbortController() };
    page.current = 0;
    setStatus('loading');
    setItems([]);
    void reload();
    // rows carry server texts in the language asked for: a switch loads them again
  }, [reload, language]);

  useEffect(() => () => shown.current.controller.abort(), []);

  const loadMore = async () => {
    const more = await fetchPage(page.current + 1, true);
    if (more === STALE) return;
    if (!more) throw new Error('load more failed');
    page.current += 1;
    setItems((current) => [...current, ...more.data]);
    setTotal(more.total);
  };

  if (status === 'loading') return <ListSkeleton />;
  if (status === 'error') return <ErrorState onRetry={() => void reload()} />;
  return (
    <PullToRefresh onRefresh={reload}>
      {items.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <InfiniteScroll hasMore={items.length < total} loadMore={loadMore}>
            {(hasMore, failed, retry) => (
              <span className={styles.footer}>
                {failed ? (
                  <button type="button" className={styles.retry} onClick={retry}>
                    {t('loadMoreFailed')}
                  </button>
                ) : hasMore ? (
                  t('loading')
                ) : (
                  t('noMore')
                )}
              </span>
            )}
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}
