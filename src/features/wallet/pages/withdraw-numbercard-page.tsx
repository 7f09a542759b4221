import { PlaceholderPage } from '../../../components/placeholder-page';

export default function WithdrawNumbercardPage() {
  return <PlaceholderPage titleKey="title.withdrawNumbercard" />;
}
