import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../contract/figures';
import { useBalance } from '../../../lib/query/use-call';
import styles from './available-balance.module.css';

/** Available balance and the total held in term deposits, reloaded when the screen opens. */
export function AvailableBalance() {
  const { t } = useTranslation('term');
  const balance = useBalance();
  return (
    <dl className={styles.box}>
      <div>
        <dt>{t('available')}</dt>
        <dd data-testid="available-balance">{balance ? formatMoney(balance.balance) : '—'}</dd>
      </div>
      <div>
        <dt>{t('termBalance')}</dt>
        <dd data-testid="term-balance">{balance ? formatMoney(balance.termBalance) : '—'}</dd>
      </div>
    </dl>
  );
}
