// @vitest-environment node
import type { Db } from '../../../server/db/client';
import type { BusListener } from '../../../server/services/platform/bus';
import { ROOM_TRADED, tradeCount } from '../../../server/services/trading/orders';
import { streamHub, type StreamConnection } from '../../../server/services/platform/stream-hub';

// the counts' queries answer when the test says, in any order (a pool runs several at once)
vi.mock('../../../server/services/trading/orders', async (original) => ({
  ...(await original<typeof import('../../../server/services/trading/orders')>()),
  tradeCount: vi.fn(),
}));
// no bound on the rooms here: no side is ever full
vi.mock('../../../server/services/trading/house-risk', () => ({ fullSidesOfRoom: vi.fn(() => Promise.resolve([])) }));

/** A hub on a bus the test publishes to, with one stream following room 1; what that stream was sent. */
function hubWithRoomStream() {
  let deliver: BusListener = () => {};
  const bus = { subscribe: (listener: BusListener) => ((deliver = listener), () => {}) };
  const hub = streamHub({} as Db, bus as never, () => {});
  const sent: string[] = [];
  const connection = {
    holder: 'm1',
    memberId: 1,
    tokenHash: 't',
    scopes: new Set(['1']),
    passing: sent.push.bind(sent),
  };
  hub.add(connection as unknown as StreamConnection);
  const traded = () => deliver(ROOM_TRADED, { roomId: 1, issueNo: '20261127001' });
  return { hub, sent, traded };
}

describe("the stream hub's trade counts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts a period with one query at a time, and again after it when orders came meanwhile: an older count never lands last', async () => {
    const answers: Array<(count: number) => void> = [];
    vi.mocked(tradeCount).mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const { hub, sent, traded } = hubWithRoomStream();

    traded();
    traded();
    await vi.advanceTimersByTimeAsync(250);
    expect(answers).toHaveLength(1);
    traded(); // while the first count is read: it may not see this order
    await vi.advanceTimersByTimeAsync(1000);
    expect(answers).toHaveLength(1);

    answers[0]!(2);
    await vi.advanceTimersByTimeAsync(250);
    expect(answers).toHaveLength(2);
    answers[1]!(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((text) => JSON.parse(text.split('data: ')[1]!).tradeCount)).toEqual([2, 3]);
    expect(answers).toHaveLength(2);
    hub.close();
  });

  it('does not count a room no stream of this instance follows', async () => {
    vi.mocked(tradeCount).mockResolvedValue(1);
    vi.mocked(tradeCount).mockClear();
    let deliver: BusListener = () => {};
    const hub = streamHub(
      {} as Db,
      { subscribe: (listener: BusListener) => ((deliver = listener), () => {}) } as never,
      () => {},
    );
    deliver(ROOM_TRADED, { roomId: 1, issueNo: '20261127001' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(tradeCount).not.toHaveBeenCalled();
    hub.close();
  });
});
