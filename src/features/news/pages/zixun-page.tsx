import { PlaceholderPage } from '../../../components/placeholder-page';

export default function ZixunPage() {
  return <PlaceholderPage titleKey="title.zixun" back={false} />;
}
