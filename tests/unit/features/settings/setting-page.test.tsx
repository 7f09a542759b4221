import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import SettingPage from '../../../../src/features/settings/pages/setting-page';
import { i18next, setLanguage } from '../../../../src/lib/i18n/i18n';
import { balanceAtom, tokenAtom, userInfoAtom } from '../../../../src/lib/state/app.atoms';
import { appStore } from '../../../../src/lib/store';
import { tradesAskFirst } from '../../../../src/lib/state/trade-confirm';
import { toast } from '../../../../src/lib/toast';
import { fakeApi, ok, renderRoutes } from '../../support/fake-api';
import { config, signedIn } from '../wallet/money-fixtures';

vi.mock('../../../../src/lib/toast', () => ({ toast: vi.fn() }));

const routes = [
  { path: '/my/setting', Component: SettingPage },
  { path: '/auth/login', Component: () => <p>login page</p> },
];

beforeEach(() => signedIn());
afterEach(async () => {
  cleanup(); // before the language changes back under a mounted page
  vi.unstubAllGlobals();
  await setLanguage('zh-Hant');
});

describe('settings', () => {
  it('applies a language at once', async () => {
    renderRoutes(routes, '/my/setting');
    expect(screen.getByText('清除快取')).toBeTruthy();
    const sent = fakeApi({ configs: () => ok(config) });
    await act(async () => fireEvent.click(screen.getByText('English')));
    expect(await screen.findByText('Clear cache')).toBeTruthy();
    expect(i18next.language).toBe('en');
    expect(screen.getByRole('heading', { name: 'Language' })).toBeTruthy();
    // the config comes again, in English
    await waitFor(() => expect(sent.filter((request) => request.call === 'configs')).toHaveLength(1));
  });

  it('turns the confirmation before each trade off and on, kept for this member on this device', async () => {
    renderRoutes(routes, '/my/setting');
    const toggle = await screen.findByRole('switch', { name: '下單前確認' });
    // the stored choice read (the switch takes no tap while it loads)
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBe('false'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await act(async () => fireEvent.click(toggle));
    const memberId = appStore.get(userInfoAtom)!.id;
    await waitFor(async () => expect(await tradesAskFirst(memberId)).toBe(false));
    expect(await tradesAskFirst(memberId + 1)).toBe(true);
    await act(async () => fireEvent.click(toggle));
    await waitFor(async () => expect(await tradesAskFirst(memberId)).toBe(true));
  });

  it('shows the app version and clears the cache (config fetched afresh)', async () => {
    const sent = fakeApi({ configs: () => ok(config) });
    renderRoutes(routes, '/my/setting');
    expect(screen.getByText(/^v\d+\.\d+\.\d+$/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('清除快取')));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('快取已清除'));
    expect(sent.map((request) => request.call)).toEqual(['configs']);
  });

  it('logs out on the server, forgets the token and the member, and goes to the login page', async () => {
    const sent = fakeApi({ logout: () => ok({}) });
    // the event stream the signed-in app holds open (it may reconnect meanwhile) is no call of the member's
    const calls = () => sent.filter((request) => request.call !== ('stream' as string));
    renderRoutes(routes, '/my/setting');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登出' })));
    const dialog = await screen.findByRole('dialog');
    expect(calls()).toEqual([]); // nothing is sent before the member confirms
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '登出' })));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(calls().map((request) => request.call)).toEqual(['logout']);
    expect(calls()[0]?.headers.get('token')).toBe('tok-7');
    expect([appStore.get(tokenAtom), appStore.get(userInfoAtom), appStore.get(balanceAtom)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
