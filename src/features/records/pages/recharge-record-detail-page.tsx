import { PlaceholderPage } from '../../../components/placeholder-page';

export default function RechargeRecordDetailPage() {
  return <PlaceholderPage titleKey="title.rechargeRecordDetail" />;
}
