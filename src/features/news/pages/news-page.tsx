import { PlaceholderPage } from '../../../components/placeholder-page';

export default function NewsPage() {
  return <PlaceholderPage titleKey="title.news" />;
}
