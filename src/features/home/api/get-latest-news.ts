import type { NewsCategory } from '../../../../contract/content';
import { request } from '../../../lib/api-client';

/** The newest few items of one category, for the home page's news block. */
export function getLatestNews(category: NewsCategory, signal?: AbortSignal) {
  return request('news', { category, page: 1, pageSize: 4 }, { toast: false, signal });
}
