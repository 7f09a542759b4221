import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { useBalance } from '../../../lib/query/use-call';
import styles from './funds-strip.module.css';

/** What a withdrawal draws on: the available balance, and what already waits in frozen (asked afresh). */
export function FundsStrip() {
  const { t } = useTranslation('wallet');
  const balance = useBalance();
  return (
    <dl className={styles.strip}>
      <div className={styles.available}>
        <dt>{t('funds.available')}</dt>
        <dd data-testid="funds-available">{balance ? <MoneyText value={balance.balance} /> : '—'}</dd>
      </div>
      <div className={styles.frozen}>
        <dt>{t('funds.frozen')}</dt>
        <dd data-testid="funds-frozen">{balance ? <MoneyText value={balance.frozen} /> : '—'}</dd>
      </div>
    </dl>
  );
}
