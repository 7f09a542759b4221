import { PlaceholderPage } from '../../../components/placeholder-page';

export default function VerifyPage() {
  return <PlaceholderPage titleKey="title.verify" />;
}
