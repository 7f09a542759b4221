import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NewsItem } from '../../contract/content';
import { formatDate } from '../lib/format/time';
import styles from './news-row.module.css';

/** A one-paragraph plain-text teaser: stray tags and runs of white space removed, cut at a word or character. */
export function excerpt(text: string, max = 80): string {
  const plain = text
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** One news item in a list (home block and news screens): title, excerpt, date; opens the detail. */
export function NewsRow({ item, tag }: { item: NewsItem; tag?: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <Link className={styles.row} to={`/home/news/detail?id=${item.id}`}>
      <h3 className={styles.title}>{item.title}</h3>
      <p className={styles.excerpt}>{excerpt(item.content)}</p>
      <p className={styles.meta}>
        {tag}
        <time dateTime={item.createdAt}>{formatDate(item.createdAt, i18n.language)}</time>
      </p>
    </Link>
  );
}
