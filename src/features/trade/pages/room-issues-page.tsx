import { PlaceholderPage } from '../../../components/placeholder-page';

export default function RoomIssuesPage() {
  return <PlaceholderPage titleKey="title.roomIssues" />;
}
