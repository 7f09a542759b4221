import { PlaceholderPage } from '../../../components/placeholder-page';

export default function DepositMetalcardPage() {
  return <PlaceholderPage titleKey="title.depositMetalcard" />;
}
