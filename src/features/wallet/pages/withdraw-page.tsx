import { PlaceholderPage } from '../../../components/placeholder-page';

export default function WithdrawPage() {
  return <PlaceholderPage titleKey="title.withdraw" />;
}
