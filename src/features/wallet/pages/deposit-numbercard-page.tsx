import { PlaceholderPage } from '../../../components/placeholder-page';

export default function DepositNumbercardPage() {
  return <PlaceholderPage titleKey="title.depositNumbercard" />;
}
