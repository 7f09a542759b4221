import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CallData } from '../../../../contract/calls';
import { NEWS_CATEGORIES, type NewsCategory } from '../../../../contract/content';
import { ListSkeleton } from '../../../components/list-skeleton';
import { NewsRow } from '../../../components/news-row';
import { BlockState } from './block-state';
import type { Loaded } from './use-load';
import styles from './news-block.module.css';

interface NewsBlockProps {
  category: NewsCategory;
  onCategory: (category: NewsCategory) => void;
  loaded: Loaded<CallData<'news'>>;
}

/** The three news tabs (尊享奬賞, 投資風向, 財富須知) with the newest items of the chosen one. */
export function NewsBlock({ category, onCategory, loaded }: NewsBlockProps) {
  const { t } = useTranslation(['home', 'news']);
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
      <Tabs className={styles.tabs} activeKey={category} onChange={(key) => onCategory(key as NewsCategory)}>
        {NEWS_CATEGORIES.map((key) => (
          <Tabs.Tab key={key} title={t(`news:category.${key}`)} />
        ))}
      </Tabs>
      <div role="tabpanel" aria-label={t(`news:category.${category}`)}>
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
}
