import { AnnounceDialog } from '../components/announce-dialog';
import { BalanceCard } from '../components/balance-card';
import { CarouselBlock } from '../components/carousel-block';
import { HomeHeader } from '../components/home-header';
import { NewsBlock } from '../components/news-block';
import { NoticeBlock } from '../components/notice-block';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { QuickNav } from '../components/quick-nav';
import { useHomeData } from '../components/use-home-data';

export default function HomePage() {
  const home = useHomeData();
  return (
    <>
      <HomeHeader />
      <PullToRefresh onRefresh={home.refresh}>
        <CarouselBlock loaded={home.carousels} />
        <NoticeBlock loaded={home.notices} />
        {home.token && <BalanceCard />}
        <QuickNav />
        <NewsBlock {...home.news} />
      </PullToRefresh>
      <AnnounceDialog loaded={home.adBoard} />
    </>
  );
}
