import { act, render, screen } from '@testing-library/react';
import { createKeptReads } from '../../../../src/lib/query/kept-reads';
import { memberClient } from '../../../../src/lib/query/member-client';
import { prefetchRoute } from '../../../../src/lib/query/prefetch';
import { cacheKey } from '../../../../src/lib/query/query-key';
import { useCall } from '../../../../src/lib/query/use-call';
import { signIn } from '../../../../src/lib/session';
import { fakeApi, ok, resetStore, type Envelope } from '../../support/fake-api';
import { userInfoFixture } from '../../support/user-info';

const alice = userInfoFixture({ id: 7, account: 'alice' });
const bob = userInfoFixture({ id: 8, account: 'bob' });
const room = (name: string) => ({
  id: 1,
  name,
  symbol: 'XAUUSD',
  periodSeconds: 60,
  minStake: '10.00',
  maxStake: '1000.00',
  payoutRate: '0.85',
});
const roomsKey = (member: number | null) => cacheKey(['rooms', {}], 'zh-Hant', member);
const kept = createKeptReads();

/** /trade's first screen, as far as its rooms go. */
function Rooms() {
  const rooms = useCall('rooms', {});
  return <p>{rooms.data ? rooms.data.map((r) => r.name).join() : rooms.status}</p>;
}

/** The rooms call answers only when the test says so. */
function roomsAnswerLater() {
  const waiting: ((envelope: Envelope) => void)[] = [];
  const sent = fakeApi({ rooms: () => new Promise<Envelope>((resolve) => waiting.push(resolve)) });
  return { sent, answer: (envelope: Envelope) => waiting.shift()!(envelope) };
}
const navigateTo = (path: string) => prefetchRoute(memberClient, path);
const roomsAsked = (sent: { call: string }[]) => sent.filter((request) => request.call === 'rooms').length;

/** Alice on her way to /trade, its rooms read ahead of the screen and answered. */
async function roomsAnsweredAhead() {
  await signIn('tok-a', alice);
  const { sent, answer } = roomsAnswerLater();
  navigateTo('/trade');
  await act(async () => answer(ok([room('Gold room')])));
  await vi.waitFor(() => expect(memberClient.cache.read(roomsKey(7)).status).toBe('ready'));
  return sent;
}

afterEach(() => {
  resetStore();
  vi.unstubAllGlobals();
});

describe('reads started with the navigation', () => {
  it("start a route's reads as its navigation starts, under the key its screen asks: the screen asks nothing more", async () => {
    await signIn('tok-a', alice);
    const { sent, answer } = roomsAnswerLater();
    navigateTo('/trade');
    expect(roomsAsked(sent)).toBe(1);
    await act(async () => void render(<Rooms />));
    await act(async () => answer(ok([room('Gold room')])));
    expect(screen.getByText('Gold room')).toBeTruthy();
    expect(roomsAsked(sent)).toBe(1);
  });

  it('let the screens that open it once the answer is in show it without asking again (home has two for the config), but ask on a refresh', async () => {
    const sent = await roomsAnsweredAhead();
    await act(
      async () =>
        void render(
          <>
            <Rooms />
            <Rooms />
          </>,
        ),
    );
    expect(screen.getAllByText('Gold room')).toHaveLength(2);
    expect(roomsAsked(sent)).toBe(1);
    void memberClient.cache.fetch(roomsKey(7));
    expect(roomsAsked(sent)).toBe(2);
  });

  it('ask nothing more when the navigation is announced again once the answer is in (the layout announces the first)', async () => {
    const sent = await roomsAnsweredAhead();
    navigateTo('/');
    navigateTo('/trade');
    expect(roomsAsked(sent)).toBe(1);
  });

  it('start nothing for a route that names no reads', async () => {
    const sent = fakeApi({});
    navigateTo('/my');
    expect(sent).toEqual([]);
  });
});

describe('a return visit', () => {
  it('shows what the last visit kept at once, marked as refreshing, then the fresh answer', async () => {
    await signIn('tok-a', alice);
    await kept.keep({ [roomsKey(7)]: { data: [room('Kept room')], updatedAt: Date.now() - 60_000 } });
    const { answer } = roomsAnswerLater();
    navigateTo('/trade');
    await act(async () => void render(<Rooms />));
    await vi.waitFor(() => expect(screen.getByText('Kept room')).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe('刷新中…');
    await act(async () => answer(ok([room('Fresh room')])));
    expect(screen.getByText('Fresh room')).toBeTruthy();
    expect(document.body.querySelector('[role="status"]')).toBeNull();
  });

  it("shows nothing of one member to the next, even when the last one's answers were never forgotten", async () => {
    await signIn('tok-b', bob);
    // Alice's answer, as if her sign-out had not reached storage
    await kept.keep({ [roomsKey(7)]: { data: [room('Alice room')], updatedAt: Date.now() - 60_000 } });
    const { answer } = roomsAnswerLater();
    navigateTo('/trade');
    await act(async () => void render(<Rooms />));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => answer(ok([room('Bob room')])));
    expect(screen.getByText('Bob room')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Alice');
  });

  it("keeps a signed-in member's answers for the next visit, and forgets them when the session changes", async () => {
    await signIn('tok-a', alice);
    const { answer } = roomsAnswerLater();
    navigateTo('/trade');
    await act(async () => answer(ok([room('Gold room')])));
    await vi.waitFor(async () => expect(Object.keys(await kept.all())).toContain(roomsKey(7)), { timeout: 3000 });
    await signIn('tok-b', bob);
    expect(await kept.all()).toEqual({});
  });
});
