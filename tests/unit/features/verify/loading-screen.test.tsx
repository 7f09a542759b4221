import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import LoadingScreen from '../../../../src/features/verify/components/loading-screen';
import { initLoadAtom, loadingScreenUpAtom, verifyAtom } from '../../../../src/lib/state/app.atoms';
import i18next, { type BackendModule } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderWith(initLoad: boolean, verify: boolean) {
  const store = createStore();
  store.set(initLoadAtom, initLoad);
  store.set(verifyAtom, verify);
  render(
    <Provider store={store}>
      <p>page behind</p>
      <LoadingScreen />
    </Provider>,
  );
  return store;
}

describe('the loading screen', () => {
  it('shows for a verified visitor when due, ticks each second for 5 s, and marks itself done for 24 h', async () => {
    const store = renderWith(true, true);
    expect(screen.getByText('page behind')).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(store.get(initLoadAtom)).toBe(false);
    expect(store.get(loadingScreenUpAtom)).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuetext')).toBe('4 秒後進入');
    expect(screen.getByText('4 秒後進入')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(bar.getAttribute('aria-valuenow')).toBe('4');
    expect(store.get(loadingScreenUpAtom)).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(store.get(loadingScreenUpAtom)).toBe(false);
  });

  it('is skipped by a tap anywhere', () => {
    const store = renderWith(true, true);
    fireEvent.click(screen.getByTestId('loading-screen'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(store.get(loadingScreenUpAtom)).toBe(false);
  });

  it('is skipped by its button', () => {
    renderWith(true, true);
    fireEvent.click(screen.getByRole('button', { name: '點擊跳過' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('ends at once without the verify flag, and keeps itself due', () => {
    const store = renderWith(true, false);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(store.get(initLoadAtom)).toBe(true);
  });

  it('does not show again within 24 h', () => {
    renderWith(false, true);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('does not appear when the visitor passes the puzzle later in the visit', () => {
    const store = renderWith(true, false);
    act(() => store.set(verifyAtom, true));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

it('never holds back the page behind while its catalog is still loading', async () => {
  const pending: BackendModule = { type: 'backend', init() {}, read() {} };
  const slow = i18next.createInstance();
  await slow
    .use(pending)
    .use(initReactI18next)
    .init({ lng: 'en', ns: [], resources: {}, partialBundledLanguages: true });
  const store = createStore();
  store.set(verifyAtom, true);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={slow}>
        <p>page behind</p>
        <LoadingScreen />
      </I18nextProvider>
    </Provider>,
  );
  expect(screen.getByText('page behind')).toBeTruthy();
  expect(screen.queryByRole('progressbar')).toBeNull();
});
