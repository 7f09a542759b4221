import { act, render, screen } from '@testing-library/react';
import type { Order } from '../../../../contract/trade';
import { MyOrders } from '../../../../src/features/trade/components/my-orders';
import { useMyOrders } from '../../../../src/features/trade/hooks/use-my-orders';
import { useBalance } from '../../../../src/lib/query/use-call';
import { tokenAtom } from '../../../../src/lib/state/app.atoms';
import { appStore } from '../../../../src/lib/store';
import { fakeApi, ok, page, recordKey, resetStore, type Envelope } from '../../support/fake-api';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../../../src/lib/toast', () => ({ toast: mocks.toast }));

const order = (status: Order['status'], payout: string | null): Order => ({
  id: 11,
  ref: 'ZW3QK-8M1TD',
  key: recordKey(1),
  roomId: 4,
  roomName: 'EUR/USD 30 秒',
  symbol: 'EUR/USD',
  issueNo: '20261122-0786',
  direction: 'up',
  amount: '10.00',
  status,
  payout,
  referencePrice: '1.07375',
  closePrice: status === 'open' ? null : '1.07400',
  createdAt: '2026-11-22T08:00:05.000Z',
  settledAt: status === 'open' ? null : '2026-11-22T08:00:30.000Z',
});
const orders = vi.fn<() => Envelope>();
let sent: ReturnType<typeof fakeApi>;
/** how often the balance was read (when the room opened, and again after a settlement) */
const balanceReads = () => sent.filter((request) => request.call === 'balance').length;

/** The room's orders, and its balance, as the room page shows them. */
function Room({ closed }: { closed: boolean }) {
  useBalance();
  const { orders } = useMyOrders(4, '20261122-0786', closed);
  return <MyOrders orders={orders} />;
}

describe('my orders in a room', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.values(mocks).forEach((mock) => mock.mockReset());
    orders.mockReset();
    sent = fakeApi({ orders, balance: () => ok({ balance: '117.50', frozen: '0.00', termBalance: '0.00' }) });
    appStore.set(tokenAtom, 'tok'); // a member's orders: the data layer asks them only with a token
  });
  afterEach(() => {
    resetStore();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('settles an open order on screen soon after the close, tells the result and reloads the balance', async () => {
    orders.mockReturnValueOnce(ok(page([order('open', null)]))).mockReturnValue(ok(page([order('won', '17.50')])));
    render(<Room closed={false} />);
    await act(async () => {});
    expect(screen.getByTestId('my-order').dataset.status).toBe('open');
    expect(screen.getByText('待結算')).toBeTruthy();
    expect(balanceReads()).toBe(1);

    // Until the close the list is only refreshed now and then; after it, every 1.5 s.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(orders).toHaveBeenCalledTimes(1);
  });

  it('asks every 1.5 s once the period has closed', async () => {
    orders.mockReturnValueOnce(ok(page([order('open', null)]))).mockReturnValue(ok(page([order('won', '17.50')])));
    render(<Room closed />);
    await act(async () => {});
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(orders).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('my-order').dataset.status).toBe('won');
    expect(screen.getByText('17.50')).toBeTruthy();
    await vi.waitFor(() => expect(balanceReads()).toBe(2));
    // what came back, and what was won on top of the stake: the +7.50 the records show
    expect(mocks.toast).toHaveBeenCalledWith('第 20261122-0786 期猜中！返還 17.50（贏得 7.50）');
  });
});
