import { PlaceholderPage } from '../../../components/placeholder-page';

export default function NewsDetailPage() {
  return <PlaceholderPage titleKey="title.newsDetail" />;
}
