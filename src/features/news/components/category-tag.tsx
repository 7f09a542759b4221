import { useTranslation } from 'react-i18next';
import type { NewsCategory } from '../../../../contract/content';
import styles from './category-tag.module.css';

export function CategoryTag({ category }: { category: NewsCategory }) {
  const { t } = useTranslation('news');
  return <span className={styles.tag}>{t(`category.${category}`)}</span>;
}
