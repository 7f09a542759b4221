import { useState } from 'react';
import type { NewsCategory } from '../../../../contract/content';
import { getLatestNews } from '../api/get-latest-news';
import { useLoad } from './use-load';

/** The news block's chosen tab and its newest items. */
export function useLatestNews() {
  const [category, setCategory] = useState<NewsCategory>('rewards');
  const loaded = useLoad((signal) => getLatestNews(category, signal), category);
  return { category, onCategory: setCategory, loaded };
}
