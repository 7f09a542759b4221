import { PlaceholderPage } from '../../../components/placeholder-page';

export default function DebtWalletnavPage() {
  return <PlaceholderPage titleKey="title.debtWalletnav" />;
}
