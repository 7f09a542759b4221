import { memo } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MoneyText } from '../../../components/money-text';
import { balanceAtom } from '../../../lib/state/app.atoms';
import styles from './balance-card.module.css';

/** The member's balances as the server last reported them, with the money shortcuts. */
export const BalanceCard = memo(function BalanceCard() {
  const { t } = useTranslation('home');
  const balance = useAtomValue(balanceAtom);
  return (
    <section className={styles.card} aria-labelledby="home-balance-title">
      <h2 id="home-balance-title" className={styles.title}>
        {t('balance.title')}
      </h2>
      {/* the same rows, with placeholders, before the server answers: nothing moves when it does */}
      <p className={styles.amount} aria-busy={!balance}>
        {balance ? <MoneyText value={balance.balance} /> : <span className={styles.placeholder} />}
      </p>
      <dl className={styles.more}>
        {(['frozen', 'termBalance'] as const).map((key) => (
          <div key={key}>
            <dt>{t(`balance.${key}`)}</dt>
            <dd>{balance ? <MoneyText value={balance[key]} /> : <span className={styles.small} />}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Link className={`${styles.action} ${styles.primary}`} to="/my/deposit">
          {t('balance.deposit')}
        </Link>
        <Link className={styles.action} to="/my/withdraw">
          {t('balance.withdraw')}
        </Link>
        <Link className={styles.action} to="/my/ledgerRecord">
          {t('balance.details')}
        </Link>
      </div>
    </section>
  );
});
