import { useTranslation } from 'react-i18next';
import { formatCents, moneyToCents } from '../../../../contract/money';
import { formatMoney } from '../../../../contract/figures';
import { useBalance } from '../../../lib/query/use-call';
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
  const total = balance
    ? formatMoney(
        formatCents(moneyToCents(balance.balance) + moneyToCents(balance.frozen) + moneyToCents(balance.termBalance)),
      )
    : '—';
  return (
    <section className={styles.block} aria-label={t('balance.breakdown')}>
      <span className={styles.label}>{t('balance.total')}</span>
      <strong className={styles.value} data-testid="total-balance">
        {total}
      </strong>
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
