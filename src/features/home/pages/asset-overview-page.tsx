import { useEffect } from 'react';
import { refreshBalance } from '../../../lib/session';
import { BalanceCard } from '../components/balance-card';
import { BlockPage } from '../components/block-page';

export default function AssetOverviewPage() {
  useEffect(() => {
    void refreshBalance();
  }, []);
  return (
    <BlockPage titleKey="title.debtHeadertitle">
      <BalanceCard />
    </BlockPage>
  );
}
