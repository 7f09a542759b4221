import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { Room } from '../../../../contract/market';
import { OrderPanel } from '../../../../src/features/trade/components/order-panel';
import { balanceAtom, tokenAtom, userInfoAtom } from '../../../../src/lib/state/app.atoms';
import { setTradesAskFirst } from '../../../../src/lib/state/trade-confirm';
import { appStore } from '../../../../src/lib/store';
import { fakeApi, ok, recordKey, type Envelope } from '../../support/fake-api';
import { userInfoFixture } from '../../support/user-info';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/lib/toast', () => ({ toast }));

const room: Room = {
  id: 7,
  symbol: 'BTCUSD',
  name: 'BTC',
  periodSeconds: 60,
  payoutRate: '0.85',
  minStake: '10.00',
  maxStake: '5000.00',
};

const RISK_WARNING = {
  state: 'ready',
  computedAt: '2026-11-25T00:10:00.000Z',
  accounts: 25,
  losingAccountsPercent: 72,
  losingOrdersPercent: 50,
};

const WARNING_TEXT = '過去 12 個月，72% 的會員帳戶交易虧損，其訂單有 50% 虧損。數據計算於 2026/11/25。';

const placed = {
  id: 1,
  ref: 'K2M9Q-TR4XW',
  key: recordKey(1),
  roomId: 7,
  roomName: 'BTC 60 秒',
  symbol: 'BTCUSD',
  issueNo: '42',
  direction: 'down',
  amount: '100.00',
  status: 'open',
  payout: null,
  referencePrice: '71000.00',
  closePrice: null,
  createdAt: '2026-11-25T08:00:05.000Z',
  settledAt: null,
};

function renderPanel(msLeft = 30_000, fullSides: Array<'up' | 'down'> = []) {
  return render(
    <Provider store={appStore}>
      <OrderPanel room={room} issueNo="42" closeAt="2026-11-25T08:01:00.000Z" msLeft={msLeft} fullSides={fullSides} />
    </Provider>,
    { wrapper: MemoryRouter },
  );
}
const submit = () => screen.getByRole('button', { name: /確認看|提交中/ }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(screen.getByRole('textbox'), { target: { value } });

describe('order panel', () => {
  beforeEach(() => {
    appStore.set(balanceAtom, { balance: '1000.00', frozen: '0.00', termBalance: '0.00' });
    toast.mockReset();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    appStore.set(tokenAtom, null);
  });

  it('shows the payout of the stake before sending', () => {
    renderPanel();
    type('123.45');
    // 123.45 × 1.85 = 228.3825 → 228.38 (half up)
    expect(screen.getByTestId('payout-preview').textContent).toBe('猜中返還 228.38（收益率 85%）');
    type('1,000');
    expect(screen.getByTestId('payout-preview').textContent).toBe('猜中返還 1,850.00（收益率 85%）');
  });

  it('says what the chosen direction bets on: the close against the price when the order is accepted', () => {
    renderPanel();
    expect(screen.getByTestId('order-rule').textContent).toBe(
      '看漲：本期收盤價高於您下單成交時的價格即猜中，相同則退回本金。',
    );
    fireEvent.click(screen.getByRole('radio', { name: '看跌' }));
    expect(screen.getByTestId('order-rule').textContent).toBe(
      '看跌：本期收盤價低於您下單成交時的價格即猜中，相同則退回本金。',
    );
  });

  it('is disabled without an amount, outside the limits and over the balance', () => {
    renderPanel();
    expect(submit().disabled).toBe(true);
    type('9.99');
    expect(submit().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('金額不可低於 10.00');
    type('5000.01');
    expect(screen.getByRole('status').textContent).toBe('金額不可高於 5,000.00');
    type('1000.01');
    expect(screen.getByRole('status').textContent).toBe('餘額不足去入金');
    expect(screen.getByRole('link', { name: '去入金' }).getAttribute('href')).toBe('/my/deposit');
    type('1000');
    expect(submit().disabled).toBe(false);
  });

  it('is disabled in the last seconds before the close', () => {
    const { rerender } = renderPanel(5_001);
    type('100');
    expect(submit().disabled).toBe(false);
    rerender(
      <Provider store={appStore}>
        <OrderPanel room={room} issueNo="42" closeAt="2026-11-25T08:01:00.000Z" msLeft={5_000} />
      </Provider>,
    );
    expect(submit().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('即將收盤，本期停止下單');
  });

  it('says when the house has closed a side for the period, and takes orders on the other', () => {
    renderPanel(30_000, ['up']);
    type('100');
    expect(screen.getByRole('radio', { name: '看漲 已滿' })).toBeTruthy();
    expect(submit().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('本期「看漲」一方已滿，請改選「看跌」或等下一期');
    fireEvent.click(screen.getByRole('radio', { name: '看跌' }));
    expect(submit().disabled).toBe(false);
  });

  it('is disabled offline', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    renderPanel();
    type('100');
    expect(submit().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('離線中，暫停下單');
  });

  it('is disabled while sending and keeps the key when a retry follows a lost answer', async () => {
    let lose: () => void = () => {};
    let placedYet = false;
    const answers = [
      () => new Promise<Envelope>((_, reject) => (lose = () => reject(new TypeError('Failed to fetch')))),
      () => ((placedYet = true), ok(placed)),
    ];
    const sent = fakeApi({
      order: () => answers.shift()!(),
      // what the panel reads when it opens, then after the order
      balance: () => ok({ balance: placedYet ? '900.00' : '1000.00', frozen: '0.00', termBalance: '0.00' }),
    });
    appStore.set(tokenAtom, 'tok');
    renderPanel();
    type('100');
    fireEvent.click(screen.getByRole('radio', { name: '看跌' }));
    fireEvent.click(submit());
    expect(submit().disabled).toBe(true);
    expect(submit().textContent).toBe('提交中…');
    fireEvent.click(submit());
    await waitFor(() => expect(sent.filter((request) => request.call === 'order')).toHaveLength(1));
    expect(sent.find((request) => request.call === 'order')?.body).toEqual({
      roomId: 7,
      issueNo: '42',
      direction: 'down',
      amount: '100.00',
    });

    await act(async () => lose());
    expect(submit().disabled).toBe(false);
    await act(async () => fireEvent.click(submit()));
    const orders = sent.filter((request) => request.call === 'order');
    expect(orders).toHaveLength(2);
    expect(orders[1]?.headers.get('Idempotency-Key')).toBe(orders[0]?.headers.get('Idempotency-Key'));
    // the stake left the balance: the order's write reads it again, and the panel says the order is in
    await waitFor(() => expect(appStore.get(balanceAtom)?.balance).toBe('900.00'));
    expect(toast).toHaveBeenCalledWith('下單成功');
  });

  describe('asks first, with the figures and the risk, unless the member turned it off', () => {
    beforeEach(() => appStore.set(userInfoAtom, userInfoFixture({ id: 31 })));
    afterEach(async () => {
      await setTradesAskFirst(31, true);
      appStore.set(userInfoAtom, null);
    });
    const place = async () => {
      renderPanel();
      type('100');
      await act(async () => fireEvent.click(submit()));
    };

    it('shows stake, payout, settlement, risk and the risk warning; "not now" sends nothing, confirming sends once', async () => {
      const sent = fakeApi({
        order: () => ok(placed),
        balance: () => ok({ balance: '900.00', frozen: '0.00', termBalance: '0.00' }),
        riskWarning: () => ok(RISK_WARNING),
      });
      renderPanel();
      // the panel shows the warning, and the sheet repeats it
      expect((await screen.findByTestId('risk-warning')).textContent).toBe(WARNING_TEXT);
      type('100');
      await act(async () => fireEvent.click(submit()));
      const sheet = await screen.findByTestId('money-confirm', {}, { timeout: 5000 });
      expect(sheet.textContent).toContain('投入金額100.00');
      expect(sheet.textContent).toContain('猜中可得185.00');
      expect(sheet.textContent).toContain('第 42 期收盤時');
      expect(sheet.textContent).toContain('若收盤方向相反，投入的 100.00 將全部虧損。');
      expect(screen.getByTestId('money-confirm-warning').textContent).toBe(WARNING_TEXT);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '暫不下單' })));
      await waitFor(() => expect(screen.queryByTestId('money-confirm')).toBeNull());
      expect(sent.filter((r) => r.call === 'order')).toEqual([]);
      await act(async () => fireEvent.click(submit()));
      const dialog = (await screen.findByTestId('money-confirm')).closest('[role="dialog"]') as HTMLElement;
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '確認看漲' })));
      await waitFor(() => expect(sent.filter((r) => r.call === 'order')).toHaveLength(1));
      await waitFor(() => expect(screen.queryByTestId('money-confirm')).toBeNull());
    });

    it('sends at once when the member turned it off on this device', async () => {
      await setTradesAskFirst(31, false);
      const sent = fakeApi({
        order: () => ok(placed),
        balance: () => ok({ balance: '900.00', frozen: '0.00', termBalance: '0.00' }),
      });
      await place();
      await waitFor(() => expect(sent.filter((r) => r.call === 'order')).toHaveLength(1));
      expect(screen.queryByTestId('money-confirm')).toBeNull();
    });
  });
});
