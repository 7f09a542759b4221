import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import MyPage from '../../../../src/features/account/pages/my-page';
import ShortcutsPage from '../../../../src/features/account/pages/shortcuts-page';
import { fakeApi, ok, renderRoutes } from '../../support/fake-api';
import { member, signedIn } from '../wallet/money-fixtures';

const routes = [
  { path: '/my', Component: MyPage },
  { path: '/my/oftennav', Component: ShortcutsPage },
];

beforeEach(() => signedIn({ balance: '1.00', frozen: '0.00', termBalance: '0.00' }));
afterEach(() => vi.unstubAllGlobals());

describe('my area', () => {
  it('shows who the member is and the balances the server reports on entry', async () => {
    const sent = fakeApi({
      userInfo: () => ok({ ...member, nickname: '小明' }),
      balance: () => ok({ balance: '12345.60', frozen: '201.00', termBalance: '500.00' }),
    });
    renderRoutes(routes, '/my');
    expect(await screen.findByText('12,345.60')).toBeTruthy();
    expect(screen.getByTestId('balance-frozen').textContent).toBe('201.00');
    expect(screen.getByTestId('balance-termBalance').textContent).toBe('500.00');
    expect(screen.getByText('小明')).toBeTruthy();
    expect(screen.getByText('帳號：member_7')).toBeTruthy();
    expect(sent.map((request) => request.call).sort()).toEqual(['balance', 'userInfo']);
  });

  it('leads to deposit, withdrawal, the statement, payout accounts, every record, the account centre and settings', async () => {
    const sent = fakeApi({ userInfo: () => ok(member) });
    renderRoutes(routes, '/my');
    const wallet = screen.getByRole('navigation', { name: '我的錢包' });
    const links = [...wallet.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/my/deposit', '/my/withdraw', '/my/ledgerrecord', '/my/usercenter/paycard']);
    for (const name of [
      '入金記錄',
      '出金記錄',
      '交易記錄',
      '定期記錄',
      '帳變記錄',
      '帳戶中心',
      '個人資料',
      '設定',
      '客服',
    ]) {
      expect(screen.getByText(name)).toBeTruthy();
    }
    // the profile reload the page starts loads the API client on first use: let it arrive before the test ends
    await waitFor(() => expect(sent.map((request) => request.call)).toContain('userInfo'));
  });

  it('the often-used page lists the same shortcuts under the page title only', async () => {
    fakeApi({});
    renderRoutes(routes, '/my/oftennav');
    expect(screen.getByRole('heading', { name: '常用功能' })).toBeTruthy();
    expect(screen.getAllByText('常用功能')).toHaveLength(1);
    expect(screen.getByText('帳變記錄')).toBeTruthy();
  });
});
