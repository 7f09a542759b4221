import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../contract/date-time';
import type { QueryState } from '../../lib/query/query-cache';

interface QueryBoxProps<T> {
  query: QueryState<T> & { refetch: () => Promise<void> };
  children: (data: T) => ReactNode;
}

/** A read's data, or what stands in for it: loading, offline, or the failure with a retry. */
export function QueryBox<T>({ query, children }: QueryBoxProps<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.status === 'error') {
    return (
      <div className="state" role="alert">
        <p>{query.error?.msg || (navigator.onLine ? t('common.failed') : t('common.offline'))}</p>
        {query.error?.requestId && <p className="reference">{t('common.reference', { id: query.error.requestId })}</p>}
        <button type="button" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="state" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}

export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pager">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.prev')}
      </button>
      <span>{t('common.page', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </button>
    </nav>
  );
}

/** A time in the operator's time zone, 24-hour and numeric like the member app's ("2026/11/29 05:46"). */
export const when = (iso: string | null, language: string) => (iso ? formatDateTime(iso, language) : '—');
