import { useEffect } from 'react';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { refreshUserInfo } from '../../../lib/session';
import { BalanceSummary } from '../components/balance-summary';
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
    <PullToRefresh onRefresh={refreshUserInfo}>
      <ProfileHeader />
      <div className={styles.overlap}>
        <BalanceSummary />
      </div>
      <WalletNav />
      <OftenNav />
    </PullToRefresh>
  );
}
