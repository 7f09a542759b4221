import { PlaceholderPage } from '../../../components/placeholder-page';

export default function SwiperPage() {
  return <PlaceholderPage titleKey="title.swiper" />;
}
