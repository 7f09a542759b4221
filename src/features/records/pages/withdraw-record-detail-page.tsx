import { PlaceholderPage } from '../../../components/placeholder-page';

export default function WithdrawRecordDetailPage() {
  return <PlaceholderPage titleKey="title.withdrawRecordDetail" />;
}
