import type { NewsCategory } from '../../../../contract/content';
import { useCall } from '../../../lib/query/use-call';

/** The newest few items of one category, for the home page's news block. */
export const useLatestNews = (category: NewsCategory) => useCall('news', { category, page: 1, pageSize: 4 });
