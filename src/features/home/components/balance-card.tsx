import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MoneyText } from '../../../components/money-text';
import { balanceAtom } from '../../../lib/state/app.atoms';
import styles from './balance-card.module.css';

/** The member's balances as the server last reported them, with the money shortcuts. */
export function BalanceCard() {
  const { t } = useTranslation('home');
  const balance = useAtomValue(balanceAtom);
  return (
    <section className={styles.card} aria-labelledby="home-balance-title">
      <h2 id="home-balance-title" className={styles.title}>
        {t('balance.title')}
      </h2>
      {balance ? (
        <>
          <p className={styles.amount}>
            <MoneyText value={balance.balance} />
          </p>
          <dl className={styles.more}>
            {(['frozen', 'termBalance'] as const).map((key) => (
              <div key={key}>
                <dt>{t(`balance.${key}`)}</dt>
                <dd>
                  <MoneyText value={balance[key]} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className={styles.amount} aria-busy="true">
          <span className={styles.placeholder} />
        </p>
      )}
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
}
