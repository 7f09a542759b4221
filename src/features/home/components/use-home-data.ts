import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { NewsCategory } from '../../../../contract/content';
import { loadConfig } from '../../../lib/config';
import { refreshBalance } from '../../../lib/session';
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

  useEffect(() => {
    if (token) void refreshBalance();
  }, [token]);

  const refresh = async () => {
    await Promise.all([
      loadConfig(),
      carousels.refetch(),
      notices.refetch(),
      latestNews.refetch(),
      token ? refreshBalance() : null,
    ]);
  };

  const news = { category, onCategory: setCategory, loaded: latestNews };
  return { token, carousels, notices, adBoard, news, refresh };
}
