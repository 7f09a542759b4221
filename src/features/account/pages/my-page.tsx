import { useEffect } from 'react';
import { refreshUserInfo } from '../../../lib/session';
import { BalanceSummary } from '../components/balance-summary';
import { PullRefresh } from '../components/pull-refresh';
import { OftenNav } from '../components/often-nav';
import { ProfileHeader } from '../components/profile-header';
import { WalletNav } from '../components/wallet-nav';
import styles from './account-pages.module.css';

/** The "mine" tab: who I am, what I have (pull to refresh), and where to go from here. */
export default function MyPage() {
  useEffect(() => {
    void refreshUserInfo();
  }, []);
  return (
    <PullRefresh onRefresh={refreshUserInfo}>
      <ProfileHeader />
      <div className={styles.overlap}>
        <BalanceSummary />
      </div>
      <WalletNav />
      <OftenNav />
    </PullRefresh>
  );
}
