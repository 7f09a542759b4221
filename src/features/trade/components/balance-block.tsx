import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../contract/figures';
import { useBalance } from '../../../lib/query/use-call';
import styles from './balance-block.module.css';

/** The member's available balance (what an order can stake); `inline` is one slim row. */
export function BalanceBlock({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation('trade');
  const balance = useBalance();
  return (
    <section className={inline ? `${styles.block} ${styles.inline}` : styles.block} aria-label={t('balance.available')}>
      <span className={styles.label}>{t('balance.available')}</span>
      <strong className={styles.value} data-testid="available-balance">
        {balance ? formatMoney(balance.balance) : '—'}
      </strong>
    </section>
  );
}
