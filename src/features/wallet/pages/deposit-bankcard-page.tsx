import { PlaceholderPage } from '../../../components/placeholder-page';

export default function DepositBankcardPage() {
  return <PlaceholderPage titleKey="title.depositBankcard" />;
}
