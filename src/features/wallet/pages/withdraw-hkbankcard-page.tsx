import { PlaceholderPage } from '../../../components/placeholder-page';

export default function WithdrawHkbankcardPage() {
  return <PlaceholderPage titleKey="title.withdrawHkbankcard" />;
}
