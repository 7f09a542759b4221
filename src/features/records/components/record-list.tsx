import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import type { ItemOf, ListCall, ListFilters } from '../../../lib/query/use-call';
import { RecordFilter } from './record-filter';
import styles from './records.module.css';

interface RecordListProps<N extends ListCall> {
  call: N;
  titleKey: string;
  /** the list call's filter: `status` for most records, `kind` for the ledger */
  filter: { name: 'status' | 'kind'; values: readonly string[]; label: (value: string) => string };
  renderItem: (item: ItemOf<N>) => ReactNode;
  itemKey?: (item: ItemOf<N>) => Key;
}

/** A record list: filter capsules (kept in the URL, so back from a detail keeps them), pull to refresh,
 *  infinite scroll. */
export function RecordList<N extends ListCall>({ call, titleKey, filter, renderItem, itemKey }: RecordListProps<N>) {
  const { t } = useTranslation('records');
  const [search, setSearch] = useSearchParams();
  const raw = search.get(filter.name) ?? '';
  const value = filter.values.includes(raw) ? raw : '';
  const choose = (next: string) => setSearch(next ? { [filter.name]: next } : {}, { replace: true });
  const filters = (value ? { [filter.name]: value } : {}) as ListFilters<N>;
  return (
    <>
      <PageHeader title={t(titleKey, { ns: 'common' })} />
      <div className={styles.filters}>
        <RecordFilter values={filter.values} value={value} onChange={choose} label={filter.label} />
      </div>
      <PagedList
        call={call}
        filters={filters}
        renderItem={renderItem}
        itemKey={itemKey ?? ((item) => (item as { id: number }).id)}
        emptyText={t('empty')}
      />
    </>
  );
}
