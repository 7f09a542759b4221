import { useCarousels } from '../api/carousels';
import { BlockPage } from '../components/block-page';
import { CarouselBlock } from '../components/carousel-block';

export default function SwiperPage() {
  const carousels = useCarousels();
  return (
    <BlockPage titleKey="title.swiper">
      <CarouselBlock loaded={carousels} />
    </BlockPage>
  );
}
