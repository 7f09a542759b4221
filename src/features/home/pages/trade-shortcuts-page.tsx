import { BlockPage } from '../components/block-page';
import { QuickNav } from '../components/quick-nav';

export default function TradeShortcutsPage() {
  return (
    <BlockPage titleKey="title.tradeShortcuts">
      <QuickNav only={['trade', 'term', 'trend', 'customer']} />
    </BlockPage>
  );
}
