import { useCarousels } from '../api/carousels';
import { BlockPage } from '../components/block-page';
import { CarouselBlock } from '../components/carousel-block';

export default function CarouselPage() {
  const carousels = useCarousels();
  return (
    <BlockPage titleKey="title.carousel">
      <CarouselBlock loaded={carousels} />
    </BlockPage>
  );
}
