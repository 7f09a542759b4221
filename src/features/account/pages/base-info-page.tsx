import { PlaceholderPage } from '../../../components/placeholder-page';

export default function BaseInfoPage() {
  return <PlaceholderPage titleKey="title.baseInfo" />;
}
