import { Link } from 'react-router-dom';
import { formatMoney } from '../../../contract/figures';
import { useTranslation } from 'react-i18next';
import { useConsoleQuery } from '../api/use-console-query';
import { QueryBox, when } from '../components/query-box';
import { useConsoleLanguage } from '../i18n/i18n';

interface QueueRow {
  kind: 'recharge' | 'withdraw';
  id: number;
  account: string;
  amount: string;
  fee?: string;
  method?: string;
  to?: string;
  createdAt: string;
}
function QueueTable({ title, rows }: { title: string; rows: QueueRow[] }) {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  return (
    <section>
      <h2>
        {title} <small>{t('queue.count', { count: rows.length })}</small>
      </h2>
      {rows.length === 0 ? (
        <p className="state">{t('queue.none')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('queue.id')}</th>
              <th>{t('queue.member')}</th>
              <th className="num">{t('queue.amount')}</th>
              <th>{rows[0]!.kind === 'recharge' ? t('queue.method') : t('queue.to')}</th>
              <th>{t('queue.createdAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/queue/${row.kind}/${row.id}`}>#{row.id}</Link>
                </td>
                <td>{row.account}</td>
                <td className="num">
                  {formatMoney(row.amount)}
                  {row.fee && <small> + {formatMoney(row.fee)}</small>}
                </td>
                <td>{row.method ? t(`method.${row.method}`) : row.to}</td>
                <td className="when">{when(row.createdAt, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Pending recharges and withdrawals, oldest first; each opens its decision page. */
export default function QueuePage() {
  const { t } = useTranslation();
  const query = useConsoleQuery('queue');
  return (
    <>
      <h1>{t('queue.title')}</h1>
      <QueryBox query={query}>
        {(queue) => (
          <div className="columns">
            <QueueTable title={t('queue.withdrawals')} rows={queue.withdrawals} />
            <QueueTable title={t('queue.recharges')} rows={queue.recharges} />
          </div>
        )}
      </QueryBox>
    </>
  );
}
