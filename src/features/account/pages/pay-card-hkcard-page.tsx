import { PlaceholderPage } from '../../../components/placeholder-page';

export default function PayCardHkcardPage() {
  return <PlaceholderPage titleKey="title.payCardHkcard" />;
}
