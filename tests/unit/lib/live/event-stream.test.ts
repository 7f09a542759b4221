import { renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { createConsoleClient } from '../../../../src/admin/api/console-client';
import { useConsoleStream } from '../../../../src/admin/api/console-stream';
import { operatorSession, signedIn, type OperatorSession } from '../../../../src/admin/api/session';
import { startEventStream } from '../../../../src/lib/live/event-stream';
import { memberStream } from '../../../../src/lib/live/member-stream';
import { DataClientProvider } from '../../../../src/lib/query/data-client';
import { memberClient } from '../../../../src/lib/query/member-client';
import { setNavigator } from '../../../../src/lib/navigation';
import { signIn } from '../../../../src/lib/session';
import { tokenAtom } from '../../../../src/lib/state/app.atoms';
import { appStore } from '../../../../src/lib/store';
import { userInfoFixture } from '../../support/user-info';

/** The server's answers to the stream request, one per request; the last repeats. */
function serve(...answers: Array<() => Response>) {
  const fetchMock = vi.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0]!)());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sse = (text: string) => () =>
  new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
const envelope = (status: number, code: number) => () =>
  new Response(JSON.stringify({ code, msg: 'signed out', data: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const navigations: string[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  navigations.length = 0;
  setNavigator((to) => void navigations.push(to));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs the backoff's timers for a few minutes: a stream that would try again does. */
const aWhileLater = () => vi.advanceTimersByTimeAsync(5 * 60_000);

describe("the member app's stream", () => {
  beforeEach(() => signIn('tok', userInfoFixture()));

  it.each([
    ["the stream's signedOut", sse('id: 3\nevent: ready\ndata: {"cursor":3}\n\nevent: signedOut\ndata: {}\n\n')],
    ['an 8888 envelope', envelope(200, 8888)],
    ['HTTP 401 with 8888', envelope(401, 8888)],
  ])('ends the session, goes to sign-in and never asks again on %s', async (_, answer) => {
    const fetchMock = serve(answer);
    const stop = startEventStream('tok', memberStream(memberClient));
    await vi.waitFor(() => expect(appStore.get(tokenAtom)).toBeNull());
    expect(navigations).toEqual(['/']);
    await aWhileLater();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the session on another refusal and tries again with backoff', async () => {
    const fetchMock = serve(envelope(429, 429), sse('id: 3\nevent: ready\ndata: {"cursor":3}\n\n'));
    const stop = startEventStream('tok', memberStream(memberClient));
    await aWhileLater();
    expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
    expect(appStore.get(tokenAtom)).toBe('tok');
    stop();
  });

  it('stops streaming, signed in, when the server says superseded (the member opened too many)', async () => {
    const fetchMock = serve(sse('id: 3\nevent: ready\ndata: {"cursor":3}\n\nevent: superseded\ndata: {}\n\n'));
    const stop = startEventStream('tok', memberStream(memberClient));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await aWhileLater();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(appStore.get(tokenAtom)).toBe('tok');
    expect(memberClient.cache.live).toBe(false);
    stop();
  });
});

describe("the console's stream", () => {
  const reviewer: OperatorSession = { token: 'op-tok', account: 'rev', role: 'reviewer', passkeyNeeded: false };

  it.each([
    ['its signedOut', sse('id: 3\nevent: ready\ndata: {"cursor":3}\n\nevent: signedOut\ndata: {}\n\n')],
    ['an 8888 answer', envelope(401, 8888)],
  ])("forgets the operator's token on %s, and never asks again", async (_, answer) => {
    signedIn(reviewer);
    const fetchMock = serve(answer);
    const client = createConsoleClient();
    const { unmount } = renderHook(() => useConsoleStream(reviewer), {
      wrapper: ({ children }) => createElement(DataClientProvider, { value: client }, children),
    });
    await vi.waitFor(() => expect(operatorSession()).toBeNull());
    await aWhileLater();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();
  });
});
