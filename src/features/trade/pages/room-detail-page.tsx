import { PlaceholderPage } from '../../../components/placeholder-page';

export default function RoomDetailPage() {
  return <PlaceholderPage titleKey="title.roomDetail" />;
}
