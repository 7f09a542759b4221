import { act, render, screen } from '@testing-library/react';
import type { ApiResult } from '../../../../src/lib/api-client';
import { memberClient } from '../../../../src/lib/query/member-client';
import { useCall } from '../../../../src/lib/query/use-call';
import { useQuery } from '../../../../src/lib/query/use-query';
import { expireSession, signIn } from '../../../../src/lib/session';
import { fakeApi, ok, page, resetStore } from '../../support/fake-api';
import { userInfoFixture } from '../../support/user-info';

const alice = userInfoFixture({ id: 1, account: 'alice' });
const bob = userInfoFixture({ id: 2, account: 'bob' });

/** A screen that shows one read: what the cache gives it, whoever asked. */
function Cards({ load }: { load: (signal: AbortSignal) => Promise<ApiResult<string>> }) {
  const query = useQuery(['cards'], load);
  return <p>{`${query.status}:${query.data ?? '-'}`}</p>;
}

/** A fetcher that answers only when the test says so. */
function stalled() {
  const waiting: ((value: ApiResult<string>) => void)[] = [];
  const load = vi.fn(() => new Promise<ApiResult<string>>((resolve) => waiting.push(resolve)));
  return { load, answer: (data: string) => waiting.shift()!({ ok: true, data }) };
}
const answered = (data: string) => async (): Promise<ApiResult<string>> => ({ ok: true, data });

afterEach(() => {
  resetStore();
  vi.unstubAllGlobals();
});

describe('the data layer on a shared phone', () => {
  it('forgets every read the moment the session ends', async () => {
    signIn('tok-a', alice);
    const view = await act(async () => render(<Cards load={answered('alice card 6222')} />));
    expect(screen.getByText('ready:alice card 6222')).toBeTruthy();
    view.unmount();

    act(() => expireSession());
    // Bob signs in on the same tab while the network is stalled: his screen is empty, never Alice's
    signIn('tok-b', bob);
    const bobs = stalled();
    await act(async () => void render(<Cards load={bobs.load} />));
    expect(screen.getByText('loading:-')).toBeTruthy();
    expect(document.body.textContent).not.toContain('alice');
    await act(async () => bobs.answer('bob card 4000'));
    expect(screen.getByText('ready:bob card 4000')).toBeTruthy();
  });

  it('drops an answer for the member who left, however late it comes', async () => {
    signIn('tok-a', alice);
    const alices = stalled();
    const view = await act(async () => render(<Cards load={alices.load} />));
    act(() => expireSession());
    view.unmount();
    signIn('tok-b', bob);
    const bobs = stalled();
    await act(async () => void render(<Cards load={bobs.load} />));
    await act(async () => alices.answer('alice card 6222'));
    expect(screen.getByText('loading:-')).toBeTruthy();
  });

  it('binds each read to its member, so even a clear that never ran shows nothing of another', async () => {
    signIn('tok-a', alice);
    const view = await act(async () => render(<Cards load={answered('alice card 6222')} />));
    expect(screen.getByText('ready:alice card 6222')).toBeTruthy();
    view.unmount();
    const clear = vi.spyOn(memberClient.cache, 'clear').mockImplementation(() => {});
    act(() => expireSession());
    signIn('tok-b', bob);
    const bobs = stalled();
    await act(async () => void render(<Cards load={bobs.load} />));
    expect(clear).toHaveBeenCalled();
    expect(screen.getByText('loading:-')).toBeTruthy();
    expect(bobs.load).toHaveBeenCalledTimes(1);
    clear.mockRestore();
  });

  it('asks no call that needs the token once the session is gone', async () => {
    signIn('tok-a', alice);
    const sent = fakeApi({ cards: () => ok(page([])) });
    function Probe() {
      const query = useCall('cards', {});
      return <p>{query.status}</p>;
    }
    await act(async () => void render(<Probe />));
    expect(sent.map((request) => request.call)).toEqual(['cards']);
    act(() => expireSession());
    await act(async () => {});
    expect(sent).toHaveLength(1);
    expect(memberClient.cache.read(JSON.stringify(['cards', {}, 'zh-Hant', 1])).status).toBe('loading');
  });
});
