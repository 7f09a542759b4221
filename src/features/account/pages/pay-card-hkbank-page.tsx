import { PlaceholderPage } from '../../../components/placeholder-page';

export default function PayCardHkbankPage() {
  return <PlaceholderPage titleKey="title.payCardHkbank" />;
}
