import { PlaceholderPage } from '../../../components/placeholder-page';

export default function TermPage() {
  return <PlaceholderPage titleKey="title.term" />;
}
