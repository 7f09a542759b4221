import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_RECORDS, type MemberRecords as RecordKind } from '../../../contract/admin';
import { formatMoney } from '../../../contract/figures';
import { useConsoleQuery } from '../api/use-console-query';
import { useConsoleLanguage } from '../i18n/i18n';
import { Pager, QueryBox, when } from './query-box';

type Row = Record<string, unknown> & { id: number; createdAt: string };
type Column = [heading: string, cell: (row: Row) => ReactNode, numeric?: boolean];

const money = (value: unknown) => (typeof value === 'string' ? formatMoney(value) : '—');

/** The columns of each kind of record: what the member's own screens show of it. */
function useColumns(): Record<RecordKind, Column[]> {
  const { t } = useTranslation();
  const status = (row: Row) => t(`queue.${String(row.status)}`);
  // the reference the member reads on their record and quotes to customer service
  const ref: Column = ['members.ref', (r) => <code>{String(r.ref)}</code>];
  return {
    cards: [
      ['members.bank', (r) => String(r.bankName)],
      ['members.holder', (r) => String(r.holder)],
      ['members.number', (r) => String(r.numberMasked)],
    ],
    wallets: [
      ['members.chain', (r) => String(r.chain)],
      ['members.address', (r) => <code>{String(r.address)}</code>],
      ['members.label', (r) => String(r.label) || '—'],
    ],
    recharges: [
      ref,
      ['queue.method', (r) => t(`method.${String(r.method)}`)],
      ['queue.amount', (r) => money(r.amount), true],
      ['queue.status', status],
      ['queue.reviewNote', (r) => String(r.reviewNote ?? '') || '—'],
    ],
    withdrawals: [
      ref,
      ['queue.amount', (r) => money(r.amount), true],
      ['queue.fee', (r) => money(r.fee), true],
      ['queue.to', (r) => String((r.to as { label: string }).label)],
      ['queue.status', status],
      ['queue.reviewNote', (r) => String(r.reviewNote ?? '') || '—'],
    ],
    orders: [
      ref,
      ['members.symbol', (r) => `${String(r.symbol)} · ${String(r.issueNo)}`],
      ['members.direction', (r) => t(`members.${String(r.direction)}`)],
      ['queue.amount', (r) => money(r.amount), true],
      ['queue.status', (r) => t(`members.order.${String(r.status)}`)],
      ['members.payout', (r) => money(r.payout), true],
    ],
  };
}

function RecordsTable({ account, kind }: { account: string; kind: RecordKind }) {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const columns = useColumns()[kind];
  const [page, setPage] = useState(1);
  const query = useConsoleQuery('memberRecords', { account, records: kind, page });
  return (
    <QueryBox query={query}>
      {(records) =>
        records.total === 0 ? (
          <p className="state">{t('common.empty')}</p>
        ) : (
          <>
            <table>
              <thead>
                <tr>
                  <th>{t('members.at')}</th>
                  {columns.map(([heading, , numeric]) => (
                    <th key={heading} className={numeric ? 'num' : undefined}>
                      {t(heading)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {records.data.map((row) => (
                  <tr key={row.id}>
                    <td className="when">{when(row.createdAt, language)}</td>
                    {columns.map(([heading, cell, numeric]) => (
                      <td key={heading} className={numeric ? 'num' : undefined}>
                        {cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={page} total={records.total} pageSize={records.pageSize} onPage={setPage} />
          </>
        )
      }
    </QueryBox>
  );
}

/** A member's cards, wallets, recharges, withdrawals and orders, one kind at a time. */
export function MemberRecords({ account }: { account: string }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<RecordKind>('withdrawals');
  return (
    <section className="card">
      <div className="tabs" role="tablist">
        {MEMBER_RECORDS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={k === kind} onClick={() => setKind(k)}>
            {t(`members.records.${k}`)}
          </button>
        ))}
      </div>
      <RecordsTable key={kind} account={account} kind={kind} />
    </section>
  );
}
