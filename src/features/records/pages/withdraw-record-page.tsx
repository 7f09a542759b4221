import { PlaceholderPage } from '../../../components/placeholder-page';

export default function WithdrawRecordPage() {
  return <PlaceholderPage titleKey="title.withdrawRecord" />;
}
