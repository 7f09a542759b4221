import { PlaceholderPage } from '../../../components/placeholder-page';

export default function WithdrawBalancePage() {
  return <PlaceholderPage titleKey="title.withdrawBalance" />;
}
