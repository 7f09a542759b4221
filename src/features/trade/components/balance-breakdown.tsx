import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/money';
import { useBalance } from '../../../lib/hooks/use-balance';
import styles from './balance-block.module.css';

/** Everything the member holds: available, frozen (pending withdrawals) and in fixed-term deposits. */
export function BalanceBreakdown() {
  const { t } = useTranslation('trade');
  const balance = useBalance();
  const rows = [
    ['available', balance?.balance],
    ['frozen', balance?.frozen],
    ['term', balance?.termBalance],
  ] as const;
  return (
    <section className={styles.block} aria-label={t('balance.breakdown')}>
      <span className={styles.label}>{t('balance.breakdown')}</span>
      <dl className={styles.rows}>
        {rows.map(([key, value]) => (
          <div key={key} className={styles.row}>
            <dt>{t(`balance.${key}`)}</dt>
            <dd>{value ? formatMoney(value) : '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
