import { PlaceholderPage } from '../../../components/placeholder-page';

export default function HomePage() {
  return <PlaceholderPage titleKey="title.home" back={false} />;
}
