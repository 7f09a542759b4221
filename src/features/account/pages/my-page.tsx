import { PullToRefresh } from '../../../components/pull-to-refresh';
import { useShellRead } from '../../../lib/query/use-call';
import { BalanceSummary } from '../components/balance-summary';
import { ShortcutsNav } from '../components/shortcuts-nav';
import { ProfileHeader } from '../components/profile-header';
import { WalletNav } from '../components/wallet-nav';
import styles from './account-pages.module.css';

/** The "mine" tab: who I am, what I have (pull to refresh), and where to go from here. */
export default function MyPage() {
  const profile = useShellRead('userInfo');
  const balance = useShellRead('balance');
  const refresh = async () => void (await Promise.all([profile.refetch(), balance.refetch()]));
  return (
    <PullToRefresh onRefresh={refresh}>
      <ProfileHeader />
      <div className={styles.overlap}>
        <BalanceSummary />
      </div>
      <WalletNav />
      <ShortcutsNav />
    </PullToRefresh>
  );
}
