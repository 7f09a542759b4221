import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { loadConfig } from '../../../lib/config';
import { refreshBalance } from '../../../lib/session';
import { tokenAtom } from '../../../lib/state/app.atoms';
import { getAdBoard } from '../api/get-ad-board';
import { getCarousels } from '../api/get-carousels';
import { getNotices } from '../api/get-notices';
import { useLatestNews } from './use-latest-news';
import { useLoad } from './use-load';

/** Everything the home page shows, and one refresh for all of it (pull to refresh). */
export function useHomeData() {
  const token = useAtomValue(tokenAtom);
  const carousels = useLoad(getCarousels);
  const notices = useLoad(getNotices);
  const adBoard = useLoad(getAdBoard);
  const news = useLatestNews();

  useEffect(() => {
    if (token) void refreshBalance();
  }, [token]);

  const refresh = async () => {
    await Promise.all([
      loadConfig(),
      carousels.reload(),
      notices.reload(),
      news.loaded.reload(),
      token ? refreshBalance() : null,
    ]);
  };

  return { token, carousels, notices, adBoard, news, refresh };
}
