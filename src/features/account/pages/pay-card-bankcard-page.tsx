import { PlaceholderPage } from '../../../components/placeholder-page';

export default function PayCardBankcardPage() {
  return <PlaceholderPage titleKey="title.payCardBankcard" />;
}
