import { PlaceholderPage } from '../../../components/placeholder-page';

export default function LedgerRecordPage() {
  return <PlaceholderPage titleKey="title.ledgerRecord" />;
}
