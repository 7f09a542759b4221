import { PlaceholderPage } from '../../../components/placeholder-page';

export default function PayCardBankPage() {
  return <PlaceholderPage titleKey="title.payCardBank" />;
}
