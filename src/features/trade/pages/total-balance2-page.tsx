import { PlaceholderPage } from '../../../components/placeholder-page';

export default function TotalBalance2Page() {
  return <PlaceholderPage titleKey="title.tradeBalance2" />;
}
