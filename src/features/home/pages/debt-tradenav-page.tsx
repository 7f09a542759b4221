import { PlaceholderPage } from '../../../components/placeholder-page';

export default function DebtTradenavPage() {
  return <PlaceholderPage titleKey="title.debtTradenav" />;
}
