import { PlaceholderPage } from '../../../components/placeholder-page';

export default function TradeRecordDetailPage() {
  return <PlaceholderPage titleKey="title.tradeRecordDetail" />;
}
