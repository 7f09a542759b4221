import { PlaceholderPage } from '../../../components/placeholder-page';

export default function TermBalancePage() {
  return <PlaceholderPage titleKey="title.termBalance" />;
}
