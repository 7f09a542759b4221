import { PlaceholderPage } from '../../../components/placeholder-page';

export default function WalletnavPage() {
  return <PlaceholderPage titleKey="title.walletnav" />;
}
