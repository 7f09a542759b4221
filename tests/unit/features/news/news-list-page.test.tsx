import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import NewsListPage from '../../../../src/features/news/pages/news-list-page';
import NewsTabPage from '../../../../src/features/news/pages/news-tab-page';
import { fakeApi, newsItem, ok, page, renderRoutes, resetStore } from '../../support/fake-api';

const all = [
  newsItem(1, 'rewards', '首次入金禮遇'),
  newsItem(2, 'insights', '黃金高位震盪'),
  newsItem(3, 'guides', '出金須知'),
];

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

describe('the news screens', () => {
  it('list all news with their categories, and one category per tab', async () => {
    const sent = fakeApi({
      news: (body) => ok(page(all.filter((item) => !body.category || item.category === body.category))),
    });
    renderRoutes([{ path: '/zixun', Component: NewsTabPage }], '/zixun');
    expect(await screen.findByText('首次入金禮遇')).toBeTruthy();
    expect(screen.getByText('出金須知')).toBeTruthy();
    expect(screen.getAllByText('投資風向').length).toBeGreaterThan(1); // the tab and the item's tag

    fireEvent.click(screen.getByRole('tab', { name: '投資風向' }));
    expect(await screen.findByText('黃金高位震盪')).toBeTruthy();
    expect(screen.queryByText('首次入金禮遇')).toBeNull();
    expect(sent.map((s) => s.body.category)).toEqual([undefined, 'insights']);
  });

  it('links each item to its detail', async () => {
    fakeApi({ news: () => ok(page(all)) });
    renderRoutes([{ path: '/home/news', Component: NewsListPage }], '/home/news');
    const link = (await screen.findByText('出金須知')).closest('a');
    expect(link?.getAttribute('href')).toBe('/home/news/detail?id=3');
  });

  it('shows the empty state when there is no news', async () => {
    fakeApi({ news: () => ok(page([])) });
    renderRoutes([{ path: '/home/news', Component: NewsListPage }], '/home/news');
    expect(await screen.findByText('暫無資訊')).toBeTruthy();
  });
});
