import { PlaceholderPage } from '../../../components/placeholder-page';

export default function MarketPage() {
  return <PlaceholderPage titleKey="title.market" />;
}
