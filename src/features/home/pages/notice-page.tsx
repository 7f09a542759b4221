import { PlaceholderPage } from '../../../components/placeholder-page';

export default function NoticePage() {
  return <PlaceholderPage titleKey="title.notice" />;
}
