import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import HomePage from '../../../../src/features/home/pages/home-page';
import { appStore } from '../../../../src/lib/store';
import { showAnnounceDialogAtom } from '../../../../src/lib/state/announce.atoms';
import { balanceAtom, loadingScreenUpAtom, tokenAtom } from '../../../../src/lib/state/app.atoms';
import {
  fail,
  fakeApi,
  newsItem,
  ok,
  page,
  renderRoutes,
  resetStore,
  siteConfig,
  type Envelope,
} from '../../support/fake-api';

const newsByCategory: Record<string, Envelope> = {
  rewards: ok(page([newsItem(1, 'rewards', '新會員禮遇')])),
  insights: ok(page([newsItem(2, 'insights', '黃金高位震盪'), newsItem(3, 'insights', '比特幣波動')])),
  guides: ok(page([])),
};

function contentApi(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    configs: () => ok(siteConfig),
    carousels: () =>
      ok(
        page([
          { id: 1, image: 'banners/banner-1.jpg' },
          { id: 2, image: 'https://cdn.example/b2.jpg' },
        ]),
      ),
    notice: () =>
      ok(
        page([
          { id: 1, content: '歡迎使用' },
          { id: 2, content: '出金審核時間\n為每日 09:00 至 21:00' },
        ]),
      ),
    advertisingBoard: () =>
      ok(
        page([
          { id: 7, content: '<p>第一則公告</p>' },
          { id: 8, content: '<p>第二則公告</p>' },
        ]),
      ),
    news: (body) => newsByCategory[String(body.category)] ?? fail(400, 'bad'),
    ...overrides,
  });
}

const renderHome = () => renderRoutes([{ path: '/home', Component: HomePage }], '/home');

beforeEach(resetStore);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home page', () => {
  it('numbers the notices and joins them into one line', async () => {
    contentApi();
    renderHome();
    const notices = await screen.findByRole('region', { name: '最新公告' });
    await waitFor(() => expect(notices.textContent).toBe('1. 歡迎使用  2. 出金審核時間 為每日 09:00 至 21:00'));
  });

  it('loads the config and shows the carousel images under its img_url, absolute ones as they are', async () => {
    contentApi();
    renderHome();
    const carousel = await screen.findByRole('region', { name: '精選活動' });
    const images = await within(carousel).findAllByRole('img');
    const sources = images.map((image) => image.getAttribute('src'));
    expect(sources).toContain('/media/banners/banner-1.jpg');
    expect(sources).toContain('https://cdn.example/b2.jpg');
    expect(images.every((image) => image.getAttribute('width') && image.getAttribute('height'))).toBe(true);
  });

  it('switches the news tabs, each showing its own category', async () => {
    const sent = contentApi();
    renderHome();
    expect(await screen.findByText('新會員禮遇')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['尊享奬賞', '投資風向', '財富須知']);

    fireEvent.click(screen.getByRole('tab', { name: '投資風向' }));
    expect(await screen.findByText('黃金高位震盪')).toBeTruthy();
    expect(screen.getByText('比特幣波動')).toBeTruthy();
    expect(screen.queryByText('新會員禮遇')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '財富須知' }));
    expect(await screen.findByText('此分類暫無資訊')).toBeTruthy();
    expect(sent.filter((s) => s.call === 'news').map((s) => s.body.category)).toEqual([
      'rewards',
      'insights',
      'guides',
    ]);
  });

  it('shows only the first advertising-board item, once, and closes by its button', async () => {
    contentApi();
    renderHome();
    const dialog = await screen.findByRole('dialog', { name: '公告' });
    await waitFor(() => expect(within(dialog).getByText('第一則公告')).toBeTruthy());
    expect(screen.queryByText('第二則公告')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    expect(appStore.get(showAnnounceDialogAtom)).toBe(false);
    await waitFor(() => expect(screen.queryByText('第一則公告')).toBeNull());
  });

  it('keeps the announcement closed while the daily loading screen is up, and opens it when that ends', async () => {
    contentApi();
    renderHome();
    await screen.findByRole('dialog', { name: '公告' });
    act(() => appStore.set(loadingScreenUpAtom, true));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => appStore.set(loadingScreenUpAtom, false));
    const dialog = await screen.findByRole('dialog', { name: '公告' });
    expect(within(dialog).getByText('第一則公告')).toBeTruthy();
  });

  it('does not show the dialog again in the same session', async () => {
    contentApi();
    appStore.set(showAnnounceDialogAtom, false);
    renderHome();
    await screen.findByText('新會員禮遇');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows empty states when there is nothing to show', async () => {
    contentApi({ carousels: () => ok(page([])), notice: () => ok(page([])), advertisingBoard: () => ok(page([])) });
    renderHome();
    expect(await screen.findByText('暫無活動圖片')).toBeTruthy();
    expect(await screen.findByText('暫無公告')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a refusal it does not retry by itself (429), with a retry that loads again', async () => {
    let notices = 0;
    contentApi({
      notice: () => (++notices === 1 ? fail(429, '請求太頻繁') : ok(page([{ id: 1, content: '恢復了' }]))),
    });
    renderHome();
    const notice = await screen.findByRole('region', { name: '最新公告' });
    expect(await within(notice).findByText('請求太頻繁')).toBeTruthy();
    await act(async () => fireEvent.click(within(notice).getByRole('button', { name: '重試' })));
    await waitFor(() => expect(notice.textContent).toBe('1. 恢復了'));
  });

  it('offers login and registration to a visitor', async () => {
    contentApi();
    renderHome();
    expect((await screen.findByRole('link', { name: '登入' })).getAttribute('href')).toBe('/auth/login');
    expect(screen.getByRole('link', { name: '註冊' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.queryByRole('region', { name: '帳戶餘額' })).toBeNull();
  });

  it('shows a member the download link, the balance from the server and the 8 tiles', async () => {
    contentApi({ balance: () => ok({ balance: '1234.50', frozen: '10.00', termBalance: '0.00' }) });
    appStore.set(tokenAtom, 'tok');
    renderHome();
    expect((await screen.findByRole('link', { name: '下載 App' })).getAttribute('href')).toBe(
      'https://example.com/app',
    );
    expect(screen.queryByRole('link', { name: '登入' })).toBeNull();
    expect(await screen.findByText('1,234.50')).toBeTruthy();
    expect(appStore.get(balanceAtom)?.frozen).toBe('10.00');
    const tiles = within(screen.getByRole('navigation', { name: '快捷入口' })).getAllByRole('link');
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['入金', '/my/deposit'],
      ['出金', '/my/withdraw'],
      ['交易', '/trade'],
      ['帳變', '/my/ledgerRecord'],
      ['定期', '/deposit'],
      ['走勢', '/market'],
      ['錢包', '/my/userCenter/payCard'],
      ['客服', '/customer'],
    ]);
  });
});
