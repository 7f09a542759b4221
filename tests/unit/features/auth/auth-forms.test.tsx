import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import LoginPage from '../../../../src/features/auth/pages/login-page';
import RegisterPage from '../../../../src/features/auth/pages/register-page';
import { appStore } from '../../../../src/lib/store';
import { tokenAtom, userInfoAtom } from '../../../../src/lib/state/app.atoms';
import { fail, fakeApi, ok, renderRoutes, resetStore, type Envelope } from '../../support/fake-api';
import { userInfoFixture } from '../../support/user-info';

const userInfo = userInfoFixture({
  id: 1,
  account: 'newbie_1',
  nickname: 'newbie_1',
  balance: '0.00',
  createdAt: '2026-11-22T06:00:00.000Z',
});
const session = ok({ token: 'tok-123', userInfo });

const routes = [
  { path: '/auth/login', Component: LoginPage },
  { path: '/auth/register', Component: RegisterPage },
];
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement).value;
/** The refusal beside the form, and every typed value still there. */
async function expectRefusedKeeping(message: string, typed: Record<string, string>) {
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  for (const [label, value] of Object.entries(typed)) expect(valueOf(label)).toBe(value);
}
const submit = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('says what is missing on submit and sends nothing', async () => {
    const sent = fakeApi({});
    renderRoutes(routes, '/auth/login');
    await submit('登入');
    expect(screen.getAllByText('此項必填')).toHaveLength(2);
    expect(sent).toHaveLength(0);
  });

  it('shows a wrong password beside the form and keeps what was typed', async () => {
    fakeApi({ login: () => fail(403, '帳號或密碼錯誤') });
    renderRoutes(routes, '/auth/login');
    type('帳號', 'demo');
    type('密碼', 'wrong-pass1');
    await submit('登入');
    await expectRefusedKeeping('帳號或密碼錯誤', { 帳號: 'demo', 密碼: 'wrong-pass1' });
    expect(appStore.get(tokenAtom)).toBeNull();
  });

  it('shows and hides the password', async () => {
    fakeApi({});
    renderRoutes(routes, '/auth/login');
    const password = screen.getByLabelText('密碼', { selector: 'input' });
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '顯示密碼' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: '隱藏密碼' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('disables the submit while sending, then signs in and goes to the wanted path', async () => {
    let answer: (value: Envelope) => void = () => {};
    const sent = fakeApi({ login: () => new Promise<Envelope>((resolve) => (answer = resolve)) });
    const { router } = renderRoutes(routes, '/auth/login?redirect=%2Fmy%2Fdeposit');
    type('帳號', 'demo');
    type('密碼', 'demo1234');
    await submit('登入');
    const button = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.hasAttribute('disabled')).toBe(true);
    await act(async () => fireEvent.click(button));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ account: 'demo', password: 'demo1234' });

    await act(async () => answer(session));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/deposit'));
    expect(appStore.get(tokenAtom)).toBe('tok-123');
    expect(appStore.get(userInfoAtom)?.account).toBe('newbie_1');
  });

  it('goes to /home when no path was asked for, and never off the site', async () => {
    fakeApi({ login: () => session });
    const { router } = renderRoutes(routes, '/auth/login?redirect=%2F%2Fevil.example');
    type('帳號', 'demo');
    type('密碼', 'demo1234');
    await submit('登入');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('links to registration keeping the wanted path', () => {
    fakeApi({});
    renderRoutes(routes, '/auth/login?redirect=%2Fmy');
    expect(screen.getByRole('link', { name: '立即註冊' }).getAttribute('href')).toBe('/auth/register?redirect=%2Fmy');
  });
});

describe('registration', () => {
  it('checks the contract rules as the member types', () => {
    fakeApi({});
    renderRoutes(routes, '/auth/register');
    type('帳號', 'ab');
    expect(screen.getByText('帳號需為 4 至 20 位英文字母、數字或底線')).toBeTruthy();
    type('帳號', 'abcd');
    expect(screen.queryByText('帳號需為 4 至 20 位英文字母、數字或底線')).toBeNull();
    type('密碼', 'onlyletters');
    expect(screen.getByText('密碼需為 8 至 64 位，且同時包含字母和數字')).toBeTruthy();
    type('密碼', 'letters123');
    type('確認密碼', 'letters124');
    expect(screen.getByText('兩次輸入的密碼不一致')).toBeTruthy();
    type('確認密碼', 'letters123');
    expect(screen.queryByText('兩次輸入的密碼不一致')).toBeNull();
  });

  it('shows a taken account beside the form and keeps every field', async () => {
    fakeApi({ register: () => fail(409, '此帳號已被註冊') });
    renderRoutes(routes, '/auth/register');
    type('帳號', 'demo');
    type('密碼', 'letters123');
    type('確認密碼', 'letters123');
    await submit('註冊');
    await expectRefusedKeeping('此帳號已被註冊', { 帳號: 'demo', 密碼: 'letters123', 確認密碼: 'letters123' });
  });

  it('shows the server’s field errors under their fields', async () => {
    fakeApi({
      register: () => fail(400, '輸入無效', { fields: { account: '帳號需為 4 至 20 位英文字母、數字或底線' } }),
    });
    renderRoutes(routes, '/auth/register');
    type('帳號', 'abcd');
    type('密碼', 'letters123');
    type('確認密碼', 'letters123');
    await submit('註冊');
    expect(await screen.findByText('帳號需為 4 至 20 位英文字母、數字或底線')).toBeTruthy();
  });

  it('says too many attempts beside the form', async () => {
    fakeApi({ register: () => fail(429, '嘗試次數過多，請稍後再試', { retryAfter: 900 }) });
    renderRoutes(routes, '/auth/register');
    type('帳號', 'newbie_2');
    type('密碼', 'letters123');
    type('確認密碼', 'letters123');
    await submit('註冊');
    expect((await screen.findByRole('alert')).textContent).toBe('嘗試次數過多，請於 15 分鐘後再試。');
    expect(valueOf('帳號')).toBe('newbie_2');
  });

  it('registers, signs in and goes home, sending the invite code only when typed', async () => {
    const sent = fakeApi({ register: () => session });
    const { router } = renderRoutes(routes, '/auth/register');
    type('帳號', 'newbie_1');
    type('密碼', 'letters123');
    type('確認密碼', 'letters123');
    await submit('註冊');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(sent[0]?.body).toEqual({ account: 'newbie_1', password: 'letters123', confirmPassword: 'letters123' });
    expect(appStore.get(tokenAtom)).toBe('tok-123');
  });
});
