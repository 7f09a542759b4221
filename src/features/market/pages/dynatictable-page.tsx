import { PlaceholderPage } from '../../../components/placeholder-page';

export default function DynatictablePage() {
  return <PlaceholderPage titleKey="title.dynatictable" />;
}
