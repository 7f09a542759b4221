import type { Key, ReactNode } from 'react';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../contract/envelope';
import type { ItemOf, ListCall, ListFilters } from '../lib/query/use-call';
import { usePagedCall } from '../lib/query/use-paged-call';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ListSkeleton } from './list-skeleton';
import { PullToRefresh } from './pull-to-refresh';
import styles from './paged-list.module.css';

interface PagedListProps<N extends ListCall> {
  call: N;
  filters: ListFilters<N>;
  renderItem: (item: ItemOf<N>) => ReactNode;
  itemKey: (item: ItemOf<N>) => Key;
  emptyText?: string;
  pageSize?: number;
}

/**
 * A server list with pull to refresh and infinite scroll, read through the data layer: each filter (and
 * language) is its own list, so a late reply for an earlier filter never shows under the current one.
 */
export function PagedList<N extends ListCall>({
  call,
  filters,
  renderItem,
  itemKey,
  emptyText,
  pageSize = DEFAULT_PAGE_SIZE,
}: PagedListProps<N>) {
  const { t } = useTranslation('common');
  const list = usePagedCall(call, filters, pageSize);
  const items = list.data?.items ?? [];

  if (list.status === 'loading') return <ListSkeleton />;
  if (list.status === 'error') {
    return <ErrorState onRetry={() => void list.refetch()} reference={list.error?.requestId} />;
  }
  return (
    <PullToRefresh onRefresh={list.refetch}>
      {items.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <InfiniteScroll hasMore={list.hasMore} loadMore={list.fetchMore}>
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
