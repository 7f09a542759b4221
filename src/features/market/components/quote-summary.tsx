import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../contract/figures';
import type { Market } from '../../../../contract/market';
import { signed, trendOf } from '../lib/change';
import trendStyles from './trend.module.css';
import styles from './quote-summary.module.css';

/** The chart's heading: price, change and the day's range of one market. */
export function QuoteSummary({ market }: { market: Market }) {
  const { t } = useTranslation('market');
  const trend = trendOf(market.change);
  return (
    <section className={styles.summary} aria-label={market.name}>
      <div className={`${styles.price} ${trendStyles[trend]}`}>
        <strong data-testid="quote-price">{formatPrice(market.price)}</strong>
        <span>
          {signed(formatPrice(market.change))} ({signed(market.changePct)}%)
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('col.high')}</dt>
          <dd>{formatPrice(market.high)}</dd>
        </div>
        <div>
          <dt>{t('col.low')}</dt>
          <dd>{formatPrice(market.low)}</dd>
        </div>
        <div>
          <dt>{t('col.volume')}</dt>
          <dd>{formatPrice(market.volume)}</dd>
        </div>
      </dl>
    </section>
  );
}
