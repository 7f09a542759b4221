import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { MoneyText } from '../../../components/money-text';
import { PageHeader } from '../../../components/page-header';
import type { ItemOf, ListCall } from '../../../lib/query/use-call';
import { keyFromSearch, useRecord } from '../use-record';
import styles from './records.module.css';

/** A label and its value; `wide`: a sentence or free text, written under its label and wrapped anywhere. */
export type DetailField = readonly [label: string, value: ReactNode, wide?: 'wide'];

interface RecordDetailProps<N extends ListCall> {
  call: N;
  titleKey: string;
  /** the headline: what the record is and its amount (signed unless `signed: false`, as for a holding) */
  headline: (item: ItemOf<N>) => { title: string; amount: string; signed?: boolean };
  /** every field of the record, in reading order */
  fields: (item: ItemOf<N>) => DetailField[];
  /** under the fields: what the member can still do with the record (`refetch` shows its new state) */
  actions?: (item: ItemOf<N>, refetch: () => void) => ReactNode;
}

/** A record's every field (`?key=`), fetched with the list call's key filter. */
export function RecordDetail<N extends ListCall>({ call, titleKey, headline, fields, actions }: RecordDetailProps<N>) {
  const { t } = useTranslation('records');
  const [search] = useSearchParams();
  const record = useRecord(call, keyFromSearch(search));
  const { item } = record;
  const head = item && headline(item);
  return (
    <>
      <PageHeader title={t(titleKey, { ns: 'common' })} />
      {record.missing ? (
        <EmptyState text={t('missing')} />
      ) : record.status === 'loading' ? (
        <ListSkeleton />
      ) : record.status === 'error' ? (
        <ErrorState
          message={record.error?.msg}
          onRetry={() => void record.refetch()}
          reference={record.error?.requestId}
        />
      ) : (
        item &&
        head && (
          <>
            <div className={styles.detailHead}>
              <div className={styles.detailTitle}>{head.title}</div>
              <MoneyText value={head.amount} signed={head.signed ?? true} className={styles.detailAmount} />
            </div>
            <List>
              {fields(item).map(([label, value, wide]) =>
                wide ? (
                  <List.Item key={label} description={<span className={styles.wide}>{value}</span>}>
                    {label}
                  </List.Item>
                ) : (
                  <List.Item key={label} extra={value}>
                    {label}
                  </List.Item>
                ),
              )}
            </List>
            {actions?.(item, () => void record.refetch())}
          </>
        )
      )}
    </>
  );
}
