import { getCarousels } from '../api/get-carousels';
import { BlockPage } from '../components/block-page';
import { CarouselBlock } from '../components/carousel-block';
import { useLoad } from '../components/use-load';

export default function SwiperPage() {
  const carousels = useLoad(getCarousels);
  return (
    <BlockPage titleKey="title.swiper">
      <CarouselBlock loaded={carousels} />
    </BlockPage>
  );
}
