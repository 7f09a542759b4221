import { PlaceholderPage } from '../../../components/placeholder-page';

export default function UserCenterPage() {
  return <PlaceholderPage titleKey="title.userCenter" />;
}
