import { PlaceholderPage } from '../../../components/placeholder-page';

export default function RechargeRecordPage() {
  return <PlaceholderPage titleKey="title.rechargeRecord" />;
}
