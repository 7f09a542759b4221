import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/money';
import { useBalance } from '../../../lib/hooks/use-balance';
import styles from './balance-block.module.css';

/** The member's available balance (what an order can stake). */
export function BalanceBlock() {
  const { t } = useTranslation('trade');
  const balance = useBalance();
  return (
    <section className={styles.block} aria-label={t('balance.available')}>
      <span className={styles.label}>{t('balance.available')}</span>
      <strong className={styles.value} data-testid="available-balance">
        {balance ? formatMoney(balance.balance) : '—'}
      </strong>
    </section>
  );
}
