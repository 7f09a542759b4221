import { PlaceholderPage } from '../../../components/placeholder-page';

export default function LinechartPage() {
  return <PlaceholderPage titleKey="title.linechart" />;
}
