import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../contract/figures';
import type { Period } from '../../../../contract/trade';
import { ORDER_CUTOFF_SECONDS } from '../../../../contract/trade';
import { formatCountdown } from '../lib/server-clock';
import styles from './period-card.module.css';

interface Props {
  period: Period;
  /** the market's last price, beside the period's open */
  lastPrice: string;
  /** ms left before the close, on the server's clock */
  msLeft: number;
  tradeCount: number;
}

/** The current period: its number, the countdown to its close, open and current price, and the real trade count. */
export function PeriodCard({ period, lastPrice, msLeft, tradeCount }: Props) {
  const { t } = useTranslation('trade');
  const closing = msLeft <= ORDER_CUTOFF_SECONDS * 1000;
  return (
    <section className={styles.card} aria-label={t('period.label')}>
      <div className={styles.cell}>
        <span>{t('period.issue')}</span>
        <strong>{period.issueNo}</strong>
      </div>
      <div className={styles.cell}>
        <span>{msLeft > 0 ? t('period.closesIn') : t('period.settling')}</span>
        <strong className={closing ? styles.closing : undefined} data-testid="countdown" role="timer">
          {formatCountdown(msLeft)}
        </strong>
      </div>
      <div className={styles.cell}>
        <span>{t('period.openPrice')}</span>
        <strong>{formatPrice(period.openPrice)}</strong>
      </div>
      <div className={styles.cell}>
        <span>{t('period.lastPrice')}</span>
        <strong data-testid="last-price">{formatPrice(lastPrice)}</strong>
      </div>
      <div className={`${styles.cell} ${styles.wide}`}>
        <span>{t('period.tradeCount')}</span>
        <strong data-testid="trade-count">{t('period.trades', { count: tradeCount })}</strong>
      </div>
    </section>
  );
}
