import { BlockPage } from '../components/block-page';
import { QuickNav } from '../components/quick-nav';

export default function WalletShortcutsPage() {
  return (
    <BlockPage titleKey="title.walletShortcuts">
      <QuickNav only={['deposit', 'withdraw', 'ledger', 'wallet']} />
    </BlockPage>
  );
}
