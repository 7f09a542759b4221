import { PlaceholderPage } from '../../../components/placeholder-page';

export default function TradePage() {
  return <PlaceholderPage titleKey="title.trade" back={false} />;
}
