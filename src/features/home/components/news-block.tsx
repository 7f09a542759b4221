import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CallData } from '../../../../contract/calls';
import { NEWS_CATEGORIES, type NewsCategory } from '../../../../contract/content';
import { ListSkeleton } from '../../../components/list-skeleton';
import { NewsRow } from '../../../components/news-row';
import { BlockState } from './block-state';
import type { Query } from '../../../lib/query/use-query';
import styles from './news-block.module.css';

interface NewsBlockProps {
  category: NewsCategory;
  onCategory: (category: NewsCategory) => void;
  loaded: Query<CallData<'news'>>;
}

const tabId = (category: NewsCategory) => `home-news-tab-${category}`;

/** The three news tabs (尊享奬賞, 投資風向, 財富須知) with the newest items of the chosen one. */
export const NewsBlock = memo(function NewsBlock({ category, onCategory, loaded }: NewsBlockProps) {
  const { t } = useTranslation(['home', 'news']);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const count = NEWS_CATEGORIES.length;
    const next = NEWS_CATEGORIES[(NEWS_CATEGORIES.indexOf(category) + step + count) % count] ?? category;
    onCategory(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <section className={styles.block} aria-labelledby="home-news-title">
      <div className={styles.head}>
        <h2 id="home-news-title" className={styles.title}>
          {t('news.title')}
        </h2>
        <Link className={styles.more} to="/home/news">
          {t('news.more')}
        </Link>
      </div>
      <div className={styles.tabs} role="tablist" onKeyDown={onKeyDown}>
        {NEWS_CATEGORIES.map((key) => (
          <button
            key={key}
            id={tabId(key)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={key === category}
            aria-controls="home-news-panel"
            tabIndex={key === category ? 0 : -1}
            onClick={() => onCategory(key)}
          >
            {t(`news:category.${key}`)}
          </button>
        ))}
      </div>
      <div id="home-news-panel" role="tabpanel" aria-labelledby={tabId(category)}>
        <BlockState
          loaded={loaded}
          skeleton={<ListSkeleton rows={3} />}
          isEmpty={(page) => page.data.length === 0}
          emptyText={t('news.empty')}
        >
          {(page) => (
            <ul className={styles.list}>
              {page.data.map((item) => (
                <li key={item.id}>
                  <NewsRow item={item} />
                </li>
              ))}
            </ul>
          )}
        </BlockState>
      </div>
    </section>
  );
});
