import { PlaceholderPage } from '../../../components/placeholder-page';

export default function TradePasswordPage() {
  return <PlaceholderPage titleKey="title.tradePassword" />;
}
