import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { render } from '@testing-library/react';
import { calls, type CallName } from '../../../contract/calls';
import type { Config, NewsCategory, NewsItem } from '../../../contract/content';
import type { Bill } from '../../../contract/wallet';
import { appStore } from '../../../src/lib/store';
import { showAnnounceDialogAtom } from '../../../src/lib/state/announce.atoms';
import {
  balanceAskedAtAtom,
  balanceAtom,
  configAtom,
  loadingScreenUpAtom,
  tokenAtom,
  userInfoAtom,
} from '../../../src/lib/state/app.atoms';

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}
type Handler = (body: Record<string, unknown>) => Envelope | Promise<Envelope>;

export const ok = (data: unknown): Envelope => ({ code: 200, msg: 'ok', data });
export const fail = (code: number, msg: string, data: unknown = {}): Envelope => ({ code, msg, data });
export const page = <T,>(items: T[], total = items.length) => ({ data: items, total, page: 1, pageSize: 20 });

export const siteConfig: Config = {
  img_url: '/media/',
  kefu_link: 'https://help.example/chat',
  kefu_link2: '',
  site_name: 'FinPocket',
  download_url: 'https://example.com/app',
  withdraw_fee_rate: '0.005',
  withdraw_min: '100.00',
  withdraw_max: '50000.00',
  payout_cooling_hours: 24,
  quotes_simulated: true,
  service_chat_link: '',
  service_phone: '',
  service_email: '',
  service_hours: '',
  crypto_deposit_address: '',
  crypto_deposit_network: '',
  deposit_channels: [],
};

/** A record key for record `id` (the shape of server/services/money/record-key.ts's; no digit of the id in it). */
export const recordKey = (id: number) =>
  `${String(id).replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`.padEnd(21, '_') + 'A';

/** A ledger row of 10.00 named `bill <id>`. */
export const billItem = (id: number): Bill => ({
  id,
  ref: `B${id}REF-00000`,
  key: recordKey(id),
  sourceRef: null,
  sourceKey: null,
  kind: 'recharge',
  amount: '10.00',
  balanceAfter: '10.00',
  refType: 'recharge',
  refId: id,
  memo: `bill ${id}`,
  createdAt: '2026-11-22T08:00:00.000Z',
});

export function newsItem(id: number, category: NewsCategory, title: string, content = `${title} 的內容`): NewsItem {
  return { id, category, title, content, createdAt: '2026-11-20T08:00:00.000Z' };
}

/**
 * The API double: global fetch answers POST /api/<call> from the handlers. A successful answer must pass the
 * contract's data schema, so the double can only return what the real server may.
 */
export function fakeApi(handlers: Partial<Record<CallName, Handler>>) {
  const sent: { call: CallName; body: Record<string, unknown>; headers: Headers; signal?: AbortSignal | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = new URL(String(input), 'http://localhost').pathname.replace('/api/', '') as CallName;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    sent.push({ call, body, headers: new Headers(init?.headers), signal: init?.signal });
    const handler = handlers[call];
    const envelope = handler ? await handler(body) : fail(404, `no handler for ${call}`);
    if (envelope.code === 200) calls[call].data.parse(envelope.data);
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

export function resetStore() {
  appStore.set(tokenAtom, null);
  appStore.set(userInfoAtom, null);
  appStore.set(balanceAtom, null);
  appStore.set(balanceAskedAtAtom, 0);
  appStore.set(configAtom, null);
  appStore.set(showAnnounceDialogAtom, true);
  appStore.set(loadingScreenUpAtom, false);
}

/** Renders routes in the app's one store (what lib/session writes) with a memory router at `url`. */
export function renderRoutes(routes: RouteObject[], url: string, extra?: ReactNode) {
  const router = createMemoryRouter([...routes, { path: '*', Component: () => <p>elsewhere</p> }], {
    initialEntries: [url],
  });
  const view = render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
      {extra}
    </Provider>,
  );
  return { router, ...view };
}
