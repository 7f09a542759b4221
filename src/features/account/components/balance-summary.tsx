import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { balanceAtom } from '../../../lib/state/app.atoms';
import styles from './balance-summary.module.css';

/** Available, frozen and term balances as the server last reported them ("—" before it has). */
export function BalanceSummary() {
  const { t } = useTranslation('account');
  const balance = useAtomValue(balanceAtom);
  const figures = [
    ['balance', balance?.balance],
    ['frozen', balance?.frozen],
    ['termBalance', balance?.termBalance],
  ] as const;
  return (
    <dl className={styles.summary}>
      {figures.map(([name, value]) => (
        <div key={name} className={styles.figure}>
          <dt>{t(`balance.${name}`)}</dt>
          <dd data-testid={`balance-${name}`}>{value === undefined ? '—' : <MoneyText value={value} />}</dd>
        </div>
      ))}
    </dl>
  );
}
