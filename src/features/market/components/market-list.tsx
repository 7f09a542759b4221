import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../contract/figures';
import { Link } from 'react-router-dom';
import type { Market } from '../../../../contract/market';
import { signed, trendOf } from '../lib/change';
import trendStyles from './trend.module.css';
import styles from './market-list.module.css';

interface Props {
  markets: readonly Market[];
  /** offline: the last prices stay, greyed */
  stale: boolean;
}

/** One row per market: name, price, change and change %; a row opens the market's chart. */
export function MarketList({ markets, stale }: Props) {
  const { t } = useTranslation('market');
  return (
    <ul className={`${styles.list} ${stale ? styles.stale : ''}`} aria-label={t('listLabel')}>
      {markets.map((m) => {
        const trend = trendOf(m.change);
        return (
          <li key={m.symbol}>
            <Link className={styles.row} to={`/market/linechart?symbol=${encodeURIComponent(m.symbol)}`}>
              <span className={styles.name}>
                <strong>{m.name}</strong>
                <small>{m.symbol}</small>
              </span>
              <span className={styles.price}>
                <strong className={trendStyles[trend]}>{formatPrice(m.price)}</strong>
                <small className={trendStyles[trend]}>{signed(formatPrice(m.change))}</small>
              </span>
              <span className={`${styles.pct} ${styles[`${trend}Bg`]}`}>{signed(m.changePct)}%</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
