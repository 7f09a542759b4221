import { PlaceholderPage } from '../../../components/placeholder-page';

export default function DebtDetailbtnPage() {
  return <PlaceholderPage titleKey="title.debtDetailbtn" />;
}
