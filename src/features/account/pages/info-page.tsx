import { PlaceholderPage } from '../../../components/placeholder-page';

export default function InfoPage() {
  return <PlaceholderPage titleKey="title.myInfo" />;
}
