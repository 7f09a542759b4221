import { PlaceholderPage } from '../../../components/placeholder-page';

export default function SettingPage() {
  return <PlaceholderPage titleKey="title.setting" />;
}
