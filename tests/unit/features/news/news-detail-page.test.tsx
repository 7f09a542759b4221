import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import NewsDetailPage from '../../../../src/features/news/pages/news-detail-page';
import { fail, fakeApi, newsItem, ok, renderRoutes, resetStore } from '../../support/fake-api';

const renderDetail = (url: string) => renderRoutes([{ path: '/home/news/detail', Component: NewsDetailPage }], url);

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

describe('the news detail page', () => {
  it('shows the item with its title, category and HTML content', async () => {
    const sent = fakeApi({
      new: () => ok({ ...newsItem(5, 'guides', '出金須知'), content: '<p>出金需<strong>審核</strong></p>' }),
    });
    renderDetail('/home/news/detail?id=5');
    expect(await screen.findByRole('heading', { name: '出金須知' })).toBeTruthy();
    expect(screen.getByText('財富須知')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('審核').tagName).toBe('STRONG'));
    expect(sent.map((s) => s.body)).toEqual([{ id: 5 }]);
  });

  it.each([
    ['/home/news/detail'],
    ['/home/news/detail?id=abc'],
    ['/home/news/detail?id=0'],
    ['/home/news/detail?id=-3'],
  ])('says clearly that %s is not found, without asking the server', async (url) => {
    const sent = fakeApi({});
    renderDetail(url);
    expect(await screen.findByText('找不到這篇資訊')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回資訊列表' }).getAttribute('href')).toBe('/home/news');
    expect(sent).toHaveLength(0);
  });

  it('says not found when the server has no such item', async () => {
    fakeApi({ new: () => fail(404, '資訊不存在') });
    renderDetail('/home/news/detail?id=999');
    expect(await screen.findByText('找不到這篇資訊')).toBeTruthy();
  });

  it('offers a retry when loading fails for another reason', async () => {
    let tries = 0;
    fakeApi({ new: () => (++tries === 1 ? fail(429, '請求太頻繁') : ok(newsItem(5, 'rewards', '加息週'))) });
    renderDetail('/home/news/detail?id=5');
    expect(await screen.findByText('請求太頻繁')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重試' })));
    expect(await screen.findByRole('heading', { name: '加息週' })).toBeTruthy();
  });
});
