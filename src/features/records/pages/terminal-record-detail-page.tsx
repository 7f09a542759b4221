import { PlaceholderPage } from '../../../components/placeholder-page';

export default function TerminalRecordDetailPage() {
  return <PlaceholderPage titleKey="title.terminalRecordDetail" />;
}
