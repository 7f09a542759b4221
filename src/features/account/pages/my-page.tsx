import { PlaceholderPage } from '../../../components/placeholder-page';

export default function MyPage() {
  return <PlaceholderPage titleKey="title.my" back={false} />;
}
