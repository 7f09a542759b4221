import { PlaceholderPage } from '../../../components/placeholder-page';

export default function PayCardNumbercardPage() {
  return <PlaceholderPage titleKey="title.payCardNumbercard" />;
}
