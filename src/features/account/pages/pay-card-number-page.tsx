import { PlaceholderPage } from '../../../components/placeholder-page';

export default function PayCardNumberPage() {
  return <PlaceholderPage titleKey="title.payCardNumber" />;
}
