import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NotificationSection } from '../../../../src/features/settings/components/notification-section';
import { renderRoutes } from '../../support/fake-api';
import { signedIn } from '../wallet/money-fixtures';

vi.mock('../../../../src/lib/toast', () => ({ toast: vi.fn() }));

const KEY = 'B'.repeat(87);
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  toJSON: () => ({ endpoint: subscription.endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
  unsubscribe: vi.fn(async () => true),
};

/** A browser with Web Push: its permission, its push manager, and the server's answers (push calls by name). */
function pushBrowser(permission: NotificationPermission) {
  let subscribed: typeof subscription | null = null;
  const requestPermission = vi.fn(async () => 'granted' as const);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  const registration = {
    pushManager: {
      getSubscription: async () => subscribed,
      subscribe: vi.fn(async () => (subscribed = subscription)),
    },
  };
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  const sent: { call: string; body: Record<string, unknown> }[] = [];
  const answers: Record<string, unknown> = {
    pushKey: { publicKey: KEY },
    pushSubscribe: {},
    pushDevice: { choices: null },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = new URL(String(input), 'http://localhost').pathname.replace('/api/', '');
      sent.push({ call, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
      const envelope = { code: 200, msg: 'ok', data: answers[call] ?? {} };
      return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return { requestPermission, registration, sent };
}

const routes = [{ path: '/my/setting', Component: NotificationSection }];

beforeEach(() => signedIn());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('notifications in settings', () => {
  it('asks the browser nothing until the tap; then subscribes with the server key, every kind on, amounts hidden', async () => {
    const browser = pushBrowser('default');
    renderRoutes(routes, '/my/setting');
    const device = await screen.findByRole('switch', { name: '在此裝置接收通知' });
    expect(device.getAttribute('aria-checked')).toBe('false');
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.sent).toEqual([]);

    await act(async () => fireEvent.click(device));
    await screen.findByRole('switch', { name: '鎖定畫面隱藏金額' });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.registration.pushManager.subscribe.mock.calls[0] as unknown as [
      PushSubscriptionOptionsInit,
    ];
    expect(options.userVisibleOnly).toBe(true);
    // the server's VAPID public key, decoded: a P-256 point of 65 bytes
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    const saved = browser.sent.find((s) => s.call === 'pushSubscribe');
    expect(saved?.body).toEqual({
      subscription: subscription.toJSON(),
      kinds: ['recharge', 'withdrawal', 'order', 'term', 'security'],
      hideAmounts: true,
    });
    for (const name of ['入金審核結果', '出金審核結果', '訂單結算結果', '定期到期', '帳戶安全', '鎖定畫面隱藏金額']) {
      expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true');
    }

    // a kind switched off: the server hears the device's new choices
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: '訂單結算結果' })));
    await waitFor(() =>
      expect(browser.sent.filter((s) => s.call === 'pushSubscribe').at(-1)?.body).toMatchObject({
        kinds: ['recharge', 'withdrawal', 'term', 'security'],
      }),
    );
  });

  it('on iOS outside the home screen: the way to add the app, never a permission prompt', async () => {
    const browser = pushBrowser('default');
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari',
    });
    renderRoutes(routes, '/my/setting');
    expect(await screen.findByText('將應用程式加入主畫面後，即可接收通知')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('blocked in the browser: says where to allow it', async () => {
    pushBrowser('denied');
    renderRoutes(routes, '/my/setting');
    expect(await screen.findByText('此網站的通知已被封鎖：請在瀏覽器設定中允許')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
