import { PlaceholderPage } from '../../../components/placeholder-page';

export default function OftennavPage() {
  return <PlaceholderPage titleKey="title.oftennav" />;
}
