import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import LoginPasswordPage from '../../../../src/features/account/pages/login-password-page';
import TradePasswordPage from '../../../../src/features/account/pages/trade-password-page';
import { userInfoAtom } from '../../../../src/lib/state/app.atoms';
import { appStore } from '../../../../src/lib/store';
import { toast } from '../../../../src/lib/toast';
import { fail, fakeApi, ok, renderRoutes } from '../../support/fake-api';
import { member, signedIn, submit, type, typePasscode, valueOf } from '../wallet/money-fixtures';

// antd-mobile's imperative toast needs the app's React 19 renderer; here it is a spy
vi.mock('../../../../src/lib/toast', () => ({ toast: vi.fn() }));

const routes = [
  { path: '/my/usercenter/loginpassword', Component: LoginPasswordPage },
  { path: '/my/usercenter/tradepassword', Component: TradePasswordPage },
  { path: '/my/usercenter', Component: () => <p>user centre</p> },
  { path: '/my/withdraw/bankcard', Component: () => <p>withdraw form</p> },
];

afterEach(() => vi.unstubAllGlobals());

describe('login password', () => {
  beforeEach(() => signedIn());

  it('names every rule: required, strength, the same password, the confirmation', async () => {
    const sent = fakeApi({});
    renderRoutes(routes, '/my/usercenter/loginpassword');
    await submit('修改密碼');
    expect(screen.getByText('此項必填')).toBeTruthy();
    expect(screen.getAllByText('密碼需為 8 至 64 位，且同時包含字母和數字').length).toBeGreaterThan(0);
    type('舊密碼', 'secret1234');
    type('新密碼', 'onlyletters');
    expect(screen.getByText('密碼需為 8 至 64 位，且同時包含字母和數字')).toBeTruthy();
    type('新密碼', 'secret1234');
    expect(screen.getByText('新密碼不能與舊密碼相同')).toBeTruthy();
    type('新密碼', 'better5678');
    type('確認新密碼', 'better567');
    expect(screen.getByText('兩次輸入的密碼不一致')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends old and new password only, then returns to the account centre', async () => {
    const sent = fakeApi({ updatePassword: () => ok({}) });
    const { router } = renderRoutes(routes, '/my/usercenter/loginpassword');
    type('舊密碼', 'secret1234');
    type('新密碼', 'better5678');
    type('確認新密碼', 'better5678');
    await submit('修改密碼');
    expect(await screen.findByText('user centre')).toBeTruthy();
    expect(sent[0]?.body).toEqual({ oldPassword: 'secret1234', newPassword: 'better5678' });
    expect(router.state.location.pathname).toBe('/my/usercenter');
    expect(toast).toHaveBeenCalledWith('登入密碼已修改');
  });

  it('shows a wrong old password beside the form and keeps the input', async () => {
    fakeApi({ updatePassword: () => fail(403, '舊密碼錯誤') });
    renderRoutes(routes, '/my/usercenter/loginpassword');
    type('舊密碼', 'wrong1234');
    type('新密碼', 'better5678');
    type('確認新密碼', 'better5678');
    await submit('修改密碼');
    expect((await screen.findByRole('alert')).textContent).toBe('舊密碼錯誤');
    expect([valueOf('舊密碼'), valueOf('新密碼'), valueOf('確認新密碼')]).toEqual([
      'wrong1234',
      'better5678',
      'better5678',
    ]);
  });
});

describe('trade password', () => {
  it('sets the first one: six digits twice and the login password, then returns to the withdrawal', async () => {
    signedIn({ hasTradePassword: false });
    let set = false;
    const sent = fakeApi({
      addTradePassword: () => ((set = true), ok({})),
      userInfo: () => ok({ ...member, hasTradePassword: set }),
    });
    renderRoutes(routes, '/my/usercenter/tradepassword?redirect=%2Fmy%2Fwithdraw%2Fbankcard');
    await submit('設定交易密碼');
    expect(screen.getByText('此項必填')).toBeTruthy();
    expect(screen.getAllByText('交易密碼需為 6 位數字')).toHaveLength(1);
    type('登入密碼', 'secret1234');
    typePasscode('交易密碼', '12345a');
    expect(screen.getByText('交易密碼需為 6 位數字')).toBeTruthy();
    typePasscode('交易密碼', '111111');
    expect(screen.getByText('交易密碼太容易猜到（如 123456、111111），請換一組')).toBeTruthy();
    typePasscode('交易密碼', '246810');
    typePasscode('再次輸入交易密碼', '246811');
    expect(screen.getByText('兩次輸入的密碼不一致')).toBeTruthy();
    typePasscode('再次輸入交易密碼', '246810');
    await submit('設定交易密碼');
    expect(await screen.findByText('withdraw form')).toBeTruthy();
    expect(sent.find((request) => request.call === 'addTradePassword')?.body).toEqual({
      password: 'secret1234',
      tradePassword: '246810',
    });
    expect(appStore.get(userInfoAtom)?.hasTradePassword).toBe(true);
  });

  it('shows a 409 beside the form when one is already set', async () => {
    signedIn({ hasTradePassword: false });
    fakeApi({ addTradePassword: () => fail(409, '交易密碼已設定') });
    renderRoutes(routes, '/my/usercenter/tradepassword');
    type('登入密碼', 'secret1234');
    typePasscode('交易密碼', '246810');
    typePasscode('再次輸入交易密碼', '246810');
    await submit('設定交易密碼');
    expect((await screen.findByRole('alert')).textContent).toBe('交易密碼已設定');
    expect(valueOf('登入密碼')).toBe('secret1234');
  });

  it('changes it: the new one must differ from the old and be confirmed', async () => {
    signedIn({ hasTradePassword: true });
    const sent = fakeApi({ updateTradePassword: () => ok({}), userInfo: () => ok(member) });
    renderRoutes(routes, '/my/usercenter/tradepassword');
    typePasscode('目前的交易密碼', '246810');
    typePasscode('新交易密碼', '246810');
    expect(screen.getByText('新密碼不能與舊密碼相同')).toBeTruthy();
    typePasscode('新交易密碼', '654321');
    expect(screen.getByText('交易密碼太容易猜到（如 123456、111111），請換一組')).toBeTruthy();
    typePasscode('新交易密碼', '135790');
    typePasscode('再次輸入新交易密碼', '135790');
    await submit('修改交易密碼');
    expect(await screen.findByText('user centre')).toBeTruthy();
    expect(sent.find((request) => request.call === 'updateTradePassword')?.body).toEqual({
      oldTradePassword: '246810',
      newTradePassword: '135790',
    });
  });
});
