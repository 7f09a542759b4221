import { PlaceholderPage } from '../../../components/placeholder-page';

export default function DepositHkbankcardPage() {
  return <PlaceholderPage titleKey="title.depositHkbankcard" />;
}
