import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useTranslation } from 'react-i18next';
import { AnnounceDialog } from '../components/announce-dialog';
import { BalanceCard } from '../components/balance-card';
import { CarouselBlock } from '../components/carousel-block';
import { HomeHeader } from '../components/home-header';
import { NewsBlock } from '../components/news-block';
import { NoticeBlock } from '../components/notice-block';
import { QuickNav } from '../components/quick-nav';
import { useHomeData } from '../components/use-home-data';

export default function HomePage() {
  const { t } = useTranslation('home');
  const home = useHomeData();
  return (
    <>
      <HomeHeader />
      <PullToRefresh
        onRefresh={home.refresh}
        pullingText={t('refresh.pulling')}
        canReleaseText={t('refresh.canRelease')}
        refreshingText={t('refresh.refreshing')}
        completeText={t('refresh.complete')}
      >
        <div>
          <CarouselBlock loaded={home.carousels} />
          <NoticeBlock loaded={home.notices} />
          {home.token && <BalanceCard />}
          <QuickNav />
          <NewsBlock {...home.news} />
        </div>
      </PullToRefresh>
      <AnnounceDialog loaded={home.adBoard} />
    </>
  );
}
