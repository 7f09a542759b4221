import { PlaceholderPage } from '../../../components/placeholder-page';

export default function WithdrawBankcardPage() {
  return <PlaceholderPage titleKey="title.withdrawBankcard" />;
}
