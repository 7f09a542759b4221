import { PlaceholderPage } from '../../../components/placeholder-page';

export default function TerminalRecordPage() {
  return <PlaceholderPage titleKey="title.terminalRecord" />;
}
