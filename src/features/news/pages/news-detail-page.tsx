import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format/time';
import { CategoryTag } from '../components/category-tag';
import { SafeHtml } from '../../../components/safe-html';
import { parseNewsId, useNewsItem } from '../api/news-item';
import styles from './news-detail-page.module.css';

export default function NewsDetailPage() {
  const { t, i18n } = useTranslation(['news', 'common']);
  const [params] = useSearchParams();
  const news = useNewsItem(parseNewsId(params.get('id')));
  const item = news.data;

  return (
    <>
      <PageHeader title={t('common:title.newsDetail')} />
      {news.notFound ? (
        <EmptyState text={t('notFound.title')}>
          <p className={styles.hint}>{t('notFound.description')}</p>
          <Link className={styles.back} to="/home/news" replace>
            {t('notFound.back')}
          </Link>
        </EmptyState>
      ) : item ? (
        <article className={styles.article}>
          <h2 className={styles.title}>{item.title}</h2>
          <p className={styles.meta}>
            <CategoryTag category={item.category} />
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language)}</time>
          </p>
          <SafeHtml className={styles.body} html={item.content} />
        </article>
      ) : news.status === 'error' ? (
        <ErrorState message={news.error?.msg} onRetry={() => void news.refetch()} />
      ) : (
        <ListSkeleton rows={3} />
      )}
    </>
  );
}
