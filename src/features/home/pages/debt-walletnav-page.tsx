import { useEffect } from 'react';
import { refreshBalance } from '../../../lib/session';
import { BalanceCard } from '../components/balance-card';
import { BlockPage } from '../components/block-page';

export default function DebtWalletnavPage() {
  useEffect(() => {
    void refreshBalance();
  }, []);
  return (
    <BlockPage titleKey="title.debtWalletnav">
      <BalanceCard />
    </BlockPage>
  );
}
