import { BlockPage } from '../components/block-page';
import { NewsBlock } from '../components/news-block';
import { useLatestNews } from '../components/use-latest-news';

export default function DebtDetailbtnPage() {
  const news = useLatestNews();
  return (
    <BlockPage titleKey="title.debtDetailbtn">
      <NewsBlock {...news} />
    </BlockPage>
  );
}
