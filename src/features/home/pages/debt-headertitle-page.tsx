import { PlaceholderPage } from '../../../components/placeholder-page';

export default function DebtHeadertitlePage() {
  return <PlaceholderPage titleKey="title.debtHeadertitle" />;
}
