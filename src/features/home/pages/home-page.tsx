import { AnnounceDialog } from '../components/announce-dialog';
import { BalanceCard } from '../components/balance-card';
import { CarouselBlock } from '../components/carousel-block';
import { HomeHeader } from '../components/home-header';
import { NewsBlock } from '../components/news-block';
import { NoticeBlock } from '../components/notice-block';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { QuickNav } from '../components/quick-nav';
import { useHomeData } from '../components/use-home-data';
import { useBreak } from '../../../lib/breaks/break-state';

/** During a time-out or self-exclusion the home shows no marketing: no carousel, news or ad board (issue 44 §2). */
export default function HomePage() {
  const home = useHomeData();
  const marketing = useBreak() === null;
  return (
    <>
      <HomeHeader />
      <PullToRefresh onRefresh={home.refresh}>
        {marketing && <CarouselBlock loaded={home.carousels} />}
        <NoticeBlock loaded={home.notices} />
        {home.token && <BalanceCard />}
        <QuickNav />
        {marketing && <NewsBlock {...home.news} />}
      </PullToRefresh>
      {marketing && <AnnounceDialog loaded={home.adBoard} />}
    </>
  );
}
