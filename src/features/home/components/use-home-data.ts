import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { NewsCategory } from '../../../../contract/content';
import { useShellRead } from '../../../lib/query/use-call';
import { tokenAtom } from '../../../lib/state/app.atoms';
import { useAdBoard } from '../api/ad-board';
import { useCarousels } from '../api/carousels';
import { useLatestNews } from '../api/latest-news';
import { useNotices } from '../api/notices';

/** Everything the home page shows, and one refresh for all of it (pull to refresh). */
export function useHomeData() {
  const token = useAtomValue(tokenAtom);
  const carousels = useCarousels();
  const notices = useNotices();
  const adBoard = useAdBoard();
  const [category, setCategory] = useState<NewsCategory>('rewards');
  const latestNews = useLatestNews(category);

  const config = useShellRead('configs');
  // a visitor's home asks no balance: the data layer reads a member's calls only with a token
  const balance = useShellRead('balance');

  const refresh = async () => {
    await Promise.all([
      config.refetch(),
      carousels.refetch(),
      notices.refetch(),
      latestNews.refetch(),
      balance.refetch(),
    ]);
  };

  const news = { category, onCategory: setCategory, loaded: latestNews };
  return { token, carousels, notices, adBoard, news, refresh };
}
