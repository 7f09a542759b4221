import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_CATEGORIES, type NewsCategory } from '../../../../contract/content';
import { PagedList } from '../../../components/paged-list';
import { NewsRow } from '../../../components/news-row';
import { CategoryTag } from './category-tag';
import styles from './news-feed.module.css';

type Filter = 'all' | NewsCategory;

/** All news or one category, with pull to refresh and infinite scroll. */
export function NewsFeed() {
  const { t } = useTranslation('news');
  const [filter, setFilter] = useState<Filter>('all');
  return (
    <>
      <Tabs className={styles.tabs} activeKey={filter} onChange={(key) => setFilter(key as Filter)}>
        <Tabs.Tab key="all" title={t('all')} />
        {NEWS_CATEGORIES.map((category) => (
          <Tabs.Tab key={category} title={t(`category.${category}`)} />
        ))}
      </Tabs>
      <PagedList
        call="news"
        filters={filter === 'all' ? {} : { category: filter }}
        itemKey={(item) => item.id}
        renderItem={(item) => (
          <NewsRow item={item} tag={filter === 'all' && <CategoryTag category={item.category} />} />
        )}
        emptyText={t('empty')}
      />
    </>
  );
}
