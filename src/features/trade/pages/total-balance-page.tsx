import { PlaceholderPage } from '../../../components/placeholder-page';

export default function TotalBalancePage() {
  return <PlaceholderPage titleKey="title.tradeBalance" />;
}
