import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { NewsFeed } from '../components/news-feed';

export default function NewsListPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={t('title.news')} />
      <NewsFeed />
    </>
  );
}
