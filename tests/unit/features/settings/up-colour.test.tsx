import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import SettingPage from '../../../../src/features/settings/pages/setting-page';
import { setLanguage } from '../../../../src/lib/i18n/i18n';
import { appStorage } from '../../../../src/lib/storage/storage';
import { loadUpColourChoice } from '../../../../src/lib/up-colour';
import { renderRoutes } from '../../support/fake-api';
import { signedIn } from '../wallet/money-fixtures';

const routes = [{ path: '/my/setting', Component: SettingPage }];
const up = () => document.documentElement.dataset.up;

beforeEach(async () => {
  signedIn();
  await appStorage.remove('upColour');
  await loadUpColourChoice();
  await setLanguage('zh-Hant');
});
afterEach(async () => {
  cleanup();
  await appStorage.remove('upColour');
  await loadUpColourChoice();
  await setLanguage('zh-Hant');
});

describe('up colour', () => {
  it('follows the language until the member chooses: red up in Chinese, green up in English', async () => {
    expect(up()).toBe('red');
    await setLanguage('zh-Hans');
    expect(up()).toBe('red');
    await setLanguage('en');
    expect(up()).toBe('green');
  });

  it('is the member’s choice once made, in every language and after a restart', async () => {
    renderRoutes(routes, '/my/setting');
    expect(screen.getByRole('heading', { name: '漲跌顏色' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('綠漲紅跌')));
    expect(up()).toBe('green');
    await act(() => setLanguage('zh-Hans'));
    expect(up()).toBe('green');
    expect(await appStorage.get('upColour')).toBe('green');
    await act(async () => fireEvent.click(screen.getByText('红涨绿跌')));
    await act(() => setLanguage('en'));
    expect(up()).toBe('red');
    await loadUpColourChoice();
    await act(() => setLanguage('en'));
    expect(up()).toBe('red');
  });
});
