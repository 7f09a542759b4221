import { useShellRead } from '../../../lib/query/use-call';
import { BalanceCard } from '../components/balance-card';
import { BlockPage } from '../components/block-page';

export default function AssetOverviewPage() {
  useShellRead('balance');
  return (
    <BlockPage titleKey="title.assetOverview">
      <BalanceCard />
    </BlockPage>
  );
}
