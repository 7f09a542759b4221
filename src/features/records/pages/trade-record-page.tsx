import { PlaceholderPage } from '../../../components/placeholder-page';

export default function TradeRecordPage() {
  return <PlaceholderPage titleKey="title.tradeRecord" />;
}
