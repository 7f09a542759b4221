import { PlaceholderPage } from '../../../components/placeholder-page';

export default function PayCardPage() {
  return <PlaceholderPage titleKey="title.payCard" />;
}
