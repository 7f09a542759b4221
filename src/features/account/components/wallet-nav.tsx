import { BankcardIcon, BillIcon, DepositIcon, WithdrawIcon } from '../../../components/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './nav.module.css';

const ITEMS = [
  { key: 'deposit', to: '/my/deposit', Icon: DepositIcon },
  { key: 'withdraw', to: '/my/withdraw', Icon: WithdrawIcon },
  { key: 'ledger', to: '/my/ledgerrecord', Icon: BillIcon },
  { key: 'payCard', to: '/my/usercenter/paycard', Icon: BankcardIcon },
] as const;

/** Money in, money out, the statement and the payout accounts; `titled` false where the page header names it. */
export function WalletNav({ titled = true }: { titled?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <nav className={styles.card} aria-label={t('walletNav.title')}>
      {titled && <h2 className={styles.title}>{t('walletNav.title')}</h2>}
      <ul className={styles.grid}>
        {ITEMS.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link to={to} className={styles.tile}>
              <Icon className={styles.icon} aria-hidden="true" />
              <span>{t(`walletNav.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
