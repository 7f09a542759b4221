import { PlaceholderPage } from '../../../components/placeholder-page';

export default function TradeCountPage() {
  return <PlaceholderPage titleKey="title.tradeCount" />;
}
