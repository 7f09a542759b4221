import { useShellRead } from '../../../lib/query/shell-reads';
import { BalanceCard } from '../components/balance-card';
import { BlockPage } from '../components/block-page';

export default function AssetOverviewPage() {
  useShellRead('balance');
  return (
    <BlockPage titleKey="title.debtHeadertitle">
      <BalanceCard />
    </BlockPage>
  );
}
