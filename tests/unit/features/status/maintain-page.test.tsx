import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import MaintainPage from '../../../../src/features/status/pages/maintain-page';
import { returnPath } from '../../../../src/features/status/connectivity';
import { renderRoutes } from '../../support/fake-api';

const routes = [{ path: '/maintain', Component: MaintainPage }];
const ORIGIN = 'https://app.example';

function answers(status: number | 'network') {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      status === 'network' ? Promise.reject(new TypeError('failed')) : Promise.resolve(new Response('{}', { status })),
    ),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the way back from /maintain', () => {
  it('is `from` when it is a path or a URL of this origin, else home; never /maintain itself', () => {
    expect(returnPath('/my/setting?tab=1#x', ORIGIN)).toBe('/my/setting?tab=1#x');
    expect(returnPath(`${ORIGIN}/trade/roomdetail?id=2`, ORIGIN)).toBe('/trade/roomdetail?id=2');
    expect(returnPath('https://evil.example/phish', ORIGIN)).toBe('/');
    expect(returnPath('//evil.example/phish', ORIGIN)).toBe('/');
    expect(returnPath('/Maintain?from=/my', ORIGIN)).toBe('/');
    expect(returnPath(null, ORIGIN)).toBe('/');
  });
});

describe('the maintenance page', () => {
  it('checks the server as it opens and, when it answers, goes straight back to `from` without claiming an outage', async () => {
    answers(200);
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    renderRoutes(routes, '/maintain?from=%2Fmy%2Fsetting');
    expect(screen.getByRole('heading', { name: '正在檢查連線…' })).toBeTruthy();
    expect(screen.queryByText('503')).toBeNull();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/my/setting'));
  });

  it('says the server answered 503: under maintenance, with the code', async () => {
    answers(503);
    renderRoutes(routes, '/maintain?from=%2Fmy');
    expect(await screen.findByRole('heading', { name: '系統維護中' })).toBeTruthy();
    expect(screen.getByText('503')).toBeTruthy();
  });

  it('says the device is offline when it is, and asks nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    answers(200);
    renderRoutes(routes, '/maintain?from=%2Fmy');
    expect(await screen.findByRole('heading', { name: '目前處於離線狀態' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText('503')).toBeNull();
  });

  it('says the server does not answer when the device is online and the call fails', async () => {
    answers('network');
    renderRoutes(routes, '/maintain');
    expect(await screen.findByRole('heading', { name: '暫時無法連線到伺服器' })).toBeTruthy();
  });
});
