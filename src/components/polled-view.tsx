import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './error-state';
import { ListSkeleton } from './list-skeleton';
import type { Polled } from '../lib/hooks/use-polling';

interface Props<T> {
  polled: Polled<T>;
  rows?: number;
  children: (data: T) => ReactNode;
}

/** The data once it is there (kept while offline); before that a skeleton, an error or "offline". */
export function PolledView<T>({ polled, rows = 4, children }: Props<T>) {
  const { t } = useTranslation('market');
  if (polled.data !== undefined) return children(polled.data);
  if (!polled.online) return <ErrorState message={t('offlineNoData')} onRetry={polled.retry} />;
  if (polled.failed) return <ErrorState onRetry={polled.retry} />;
  return <ListSkeleton rows={rows} />;
}
