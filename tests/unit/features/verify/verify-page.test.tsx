import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import VerifyPage from '../../../../src/features/verify/pages/verify-page';
import { verifyAtom, verifyTimeAtom } from '../../../../src/lib/state/app.atoms';
import { mock2d, stubImage } from './support';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 14, 30));
  vi.spyOn(Math, 'random').mockReturnValue(0);
  mock2d();
  stubImage('load');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderAt(url: string) {
  const store = createStore();
  const router = createMemoryRouter(
    [
      { path: '/verify', Component: VerifyPage },
      { path: '*', Component: () => <p>landed</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

/** Clicks the start button and waits for the lazily loaded puzzle's dialog. */
async function openPuzzle() {
  fireEvent.click(screen.getByRole('button', { name: '點擊開始驗證' }));
  await act(async () => {
    await import('../../../../src/features/verify/components/slider-puzzle');
    await vi.advanceTimersByTimeAsync(1);
  });
  return screen.getByRole('dialog');
}

async function passByKeyboard() {
  await openPuzzle();
  const slider = screen.getByRole('slider');
  for (let i = 0; i < 16; i++) fireEvent.keyDown(slider, { key: 'ArrowRight' });
  fireEvent.keyDown(slider, { key: 'Enter' });
  await act(async () => vi.advanceTimersByTimeAsync(800));
}

describe('the verify screen', () => {
  it('shows the spec text and opens the puzzle from its button', async () => {
    renderAt('/verify');
    expect(screen.getByText('人機身份驗證，請完成驗證操作')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(await openPuzzle(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('人機身份驗證，請完成驗證操作')).toBeTruthy();
  });

  it('on a pass sets the flag, saves the hour and goes to /home', async () => {
    const { store, router } = renderAt('/verify');
    await passByKeyboard();
    expect(store.get(verifyAtom)).toBe(true);
    expect(store.get(verifyTimeAtom)).toBe(14);
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByText('landed')).toBeTruthy();
  });

  it('goes back to the path that was asked for', async () => {
    const { router } = renderAt('/verify?redirect=%2Fmy%2Fsetting%3Ftab%3D2');
    await passByKeyboard();
    expect(router.state.location.pathname + router.state.location.search).toBe('/my/setting?tab=2');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/verify'])('ignores a redirect to %s', async (to) => {
    const { router } = renderAt(`/verify?redirect=${encodeURIComponent(to)}`);
    await passByKeyboard();
    expect(router.state.location.pathname).toBe('/home');
  });
});
