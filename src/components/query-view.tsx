import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/hooks/use-online';
import type { Query } from '../lib/query/use-query';
import { ErrorState } from './error-state';
import { ListSkeleton } from './list-skeleton';

interface Props<T> {
  query: Query<T>;
  rows?: number;
  children: (data: T) => ReactNode;
}

/** The data once it is there (kept while offline); before that a skeleton, an error or "offline". */
export function QueryView<T>({ query, rows = 4, children }: Props<T>) {
  const { t } = useTranslation('common');
  const online = useOnline();
  const retry = () => void query.refetch();
  if (query.data !== undefined) return children(query.data);
  if (!online) return <ErrorState message={t('offlineNoData')} onRetry={retry} />;
  if (query.status === 'error') return <ErrorState onRetry={retry} reference={query.error?.requestId} />;
  return <ListSkeleton rows={rows} />;
}
