import { PlaceholderPage } from '../../../components/placeholder-page';

export default function DepositPage() {
  return <PlaceholderPage titleKey="title.deposit" />;
}
