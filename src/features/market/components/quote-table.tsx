import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../contract/figures';
import { Link, useNavigate } from 'react-router-dom';
import type { Market } from '../../../../contract/market';
import { signed, trendOf } from '../lib/change';
import trendStyles from './trend.module.css';
import styles from './quote-table.module.css';

interface Props {
  markets: readonly Market[];
  stale: boolean;
}

/** Live table of quotes: price, change %, high, low; a row opens the chart. */
export function QuoteTable({ markets, stale }: Props) {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  return (
    <table className={`${styles.table} ${stale ? styles.stale : ''}`}>
      <thead>
        <tr>
          <th scope="col">{t('col.name')}</th>
          <th scope="col">{t('col.price')}</th>
          <th scope="col">{t('col.changePct')}</th>
          <th scope="col">{t('col.range')}</th>
        </tr>
      </thead>
      <tbody>
        {markets.map((m) => {
          const trend = trendOf(m.change);
          const chart = `/market/linechart?symbol=${encodeURIComponent(m.symbol)}`;
          return (
            // The whole row is the tap target; the name is the link a keyboard or screen reader uses.
            <tr key={m.symbol} onClick={(event) => !(event.target as Element).closest('a') && void navigate(chart)}>
              <th scope="row">
                <Link className={styles.link} to={chart}>
                  <span className={styles.name}>{m.name}</span>
                  <small>{m.symbol}</small>
                </Link>
              </th>
              <td className={trendStyles[trend]}>{formatPrice(m.price)}</td>
              <td className={trendStyles[trend]}>{signed(m.changePct)}%</td>
              <td className={styles.range}>
                <span>{formatPrice(m.high)}</span>
                <span>{formatPrice(m.low)}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
