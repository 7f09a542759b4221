import { PlaceholderPage } from '../../../components/placeholder-page';

export default function LedgerRecordDetailPage() {
  return <PlaceholderPage titleKey="title.ledgerRecordDetail" />;
}
