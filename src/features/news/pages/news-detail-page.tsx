import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format/time';
import { CategoryTag } from '../components/category-tag';
import { SafeHtml } from '../../../components/safe-html';
import { parseNewsId, useNewsItem } from '../components/use-news-item';
import styles from './news-detail-page.module.css';

export default function NewsDetailPage() {
  const { t, i18n } = useTranslation(['news', 'common']);
  const [params] = useSearchParams();
  const { state, retry } = useNewsItem(parseNewsId(params.get('id')));

  return (
    <>
      <PageHeader title={t('common:title.newsDetail')} />
      {state.status === 'loading' && <ListSkeleton rows={3} />}
      {state.status === 'error' && <ErrorState message={state.message} onRetry={retry} />}
      {state.status === 'notFound' && (
        <EmptyState text={t('notFound.title')}>
          <p className={styles.hint}>{t('notFound.description')}</p>
          <Link className={styles.back} to="/home/news" replace>
            {t('notFound.back')}
          </Link>
        </EmptyState>
      )}
      {state.status === 'ready' && (
        <article className={styles.article}>
          <h2 className={styles.title}>{state.item.title}</h2>
          <p className={styles.meta}>
            <CategoryTag category={state.item.category} />
            <time dateTime={state.item.createdAt}>{formatDateTime(state.item.createdAt, i18n.language)}</time>
          </p>
          <SafeHtml className={styles.body} html={state.item.content} />
        </article>
      )}
    </>
  );
}
