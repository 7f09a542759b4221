import { BlockPage } from '../components/block-page';
import { HomeHeader } from '../components/home-header';

export default function DebtHeadertitlePage() {
  return (
    <BlockPage titleKey="title.debtHeadertitle">
      <HomeHeader />
    </BlockPage>
  );
}
