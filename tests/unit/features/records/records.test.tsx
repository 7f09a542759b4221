import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TermPosition } from '../../../../contract/term';
import type { Order } from '../../../../contract/trade';
import type { Bill, Withdrawal } from '../../../../contract/wallet';
import LedgerRecordDetailPage from '../../../../src/features/records/pages/ledger-record-detail-page';
import LedgerRecordPage from '../../../../src/features/records/pages/ledger-record-page';
import TermDepositRecordDetailPage from '../../../../src/features/records/pages/term-deposit-record-detail-page';
import TermDepositRecordsPage from '../../../../src/features/records/pages/term-deposit-records-page';
import TradeRecordDetailPage from '../../../../src/features/records/pages/trade-record-detail-page';
import TradeRecordPage from '../../../../src/features/records/pages/trade-record-page';
import WithdrawRecordDetailPage from '../../../../src/features/records/pages/withdraw-record-detail-page';
import WithdrawRecordPage from '../../../../src/features/records/pages/withdraw-record-page';
import { fail, fakeApi, ok, page, recordKey, renderRoutes } from '../../support/fake-api';
import { signedIn } from '../wallet/money-fixtures';

const bill = (id: number, kind: Bill['kind'], amount: string, balanceAfter: string): Bill => ({
  id,
  ref: `B${id}REF-00000`,
  key: recordKey(id),
  kind,
  amount,
  balanceAfter,
  refType: kind === 'recharge' ? 'recharge' : 'withdrawal',
  refId: 30 + id,
  sourceRef: `S${id}REF-00000`,
  sourceKey: recordKey(30 + id),
  memo: '',
  createdAt: `2026-11-2${id}T08:00:00.000Z`,
});
const withdrawal: Withdrawal = {
  id: 12,
  ref: '7KQ3M-9XF2A',
  key: recordKey(12),
  amount: '200.00',
  fee: '1.00',
  to: { type: 'card', id: 5, label: '**** 4321' },
  status: 'pending',
  createdAt: '2026-11-21T08:00:00.000Z',
  reviewedAt: null,
  reviewNote: null,
};
const routes = [
  { path: '/my/ledgerrecord', Component: LedgerRecordPage },
  { path: '/my/ledgerrecord/detail', Component: LedgerRecordDetailPage },
  { path: '/my/withdrawrecord', Component: WithdrawRecordPage },
  { path: '/my/withdrawrecord/detail', Component: WithdrawRecordDetailPage },
  { path: '/my/traderecord', Component: TradeRecordPage },
  { path: '/my/traderecord/detail', Component: TradeRecordDetailPage },
  { path: '/my/terminalrecord', Component: TermDepositRecordsPage },
  { path: '/my/terminalrecord/detail', Component: TermDepositRecordDetailPage },
];
const position = (id: number, status: TermPosition['status'], interest: string): TermPosition => ({
  id,
  ref: `P${id}REF-00000`,
  key: recordKey(id),
  productId: 3,
  name: '30 天定存',
  amount: '150.00',
  annualRate: '0.0350',
  startAt: '2026-11-20T08:00:00.000Z',
  maturesAt: '2026-12-20T08:00:00.000Z',
  status,
  interest,
  accrued: '0.29',
});
const amounts = () => screen.getAllByTestId('record-amount').map((element) => element.textContent);

beforeEach(() => signedIn());
afterEach(() => vi.unstubAllGlobals());

describe('records', () => {
  it('the ledger shows signed, coloured amounts with the balance after each, and filters by kind', async () => {
    const sent = fakeApi({
      bills: (body) =>
        ok(
          page(
            body.kind === 'withdraw'
              ? [bill(2, 'withdraw', '-201.00', '1033.50')]
              : [bill(2, 'withdraw', '-201.00', '1033.50'), bill(1, 'recharge', '1234.50', '1234.50')],
          ),
        ),
    });
    const { router } = renderRoutes(routes, '/my/ledgerrecord');
    await screen.findByText('餘額 1,033.50');
    expect(amounts()).toEqual(['-201.00', '+1,234.50']);
    expect(screen.getByText('餘額 1,234.50')).toBeTruthy();
    const [outgoing, incoming] = screen
      .getAllByTestId('record-amount')
      .map((element) => element.firstElementChild?.className ?? '');
    expect(outgoing).toMatch(/negative/);
    expect(incoming).toMatch(/positive/);
    await act(async () => fireEvent.click(screen.getAllByText('出金')[0]!));
    await waitFor(() => expect(amounts()).toEqual(['-201.00']));
    expect(sent.at(-1)?.body).toEqual({ kind: 'withdraw', pageSize: 20 });
    expect(router.state.location.search).toBe('?kind=withdraw');
  });

  it('a ledger detail shows every field, fetched with the key filter, and links to its record by its key', async () => {
    const sent = fakeApi({ bills: () => ok(page([bill(1, 'recharge', '1234.50', '1234.50')])) });
    renderRoutes(routes, `/my/ledgerrecord/detail?key=${recordKey(1)}`);
    expect(await screen.findByText('變動後餘額')).toBeTruthy();
    expect(sent[0]?.body).toEqual({ key: recordKey(1), page: 1, pageSize: 1 });
    for (const label of ['參考編號', '類型', '金額', '關聯記錄', '關聯參考編號', '備註', '建立時間'])
      expect(screen.getByText(label)).toBeTruthy();
    // references, not the global ids 1 and 31
    expect(screen.getByText('B1REF-00000')).toBeTruthy();
    expect(screen.getByText('S1REF-00000')).toBeTruthy();
    expect(screen.queryByText('31')).toBeNull();
    expect(screen.getByRole('link', { name: '入金記錄' }).getAttribute('href')).toBe(
      `/my/rechargerecord/detail?key=${recordKey(31)}`,
    );
  });

  it('an order detail names its room and its reference, not their ids', async () => {
    const order: Order = {
      id: 9,
      ref: 'ZW3QK-8M1TD',
      key: recordKey(9),
      roomId: 4,
      roomName: 'EUR/USD 30 秒場',
      symbol: 'EUR/USD',
      issueNo: '20261122-0786',
      direction: 'up',
      amount: '100.00',
      status: 'won',
      payout: '185.00',
      referencePrice: '1.08412',
      closePrice: '1.08420',
      createdAt: '2026-11-22T08:00:00.000Z',
      settledAt: '2026-11-22T08:00:30.000Z',
    };
    fakeApi({ orders: () => ok(page([order])) });
    renderRoutes(routes, `/my/traderecord/detail?key=${recordKey(9)}`);
    expect(await screen.findByText('EUR/USD 30 秒場')).toBeTruthy();
    expect(screen.getByText('房間')).toBeTruthy();
    expect(screen.getByText('ZW3QK-8M1TD')).toBeTruthy();
    expect(screen.queryByText('4')).toBeNull();
    expect(screen.queryByText('9')).toBeNull();
  });

  it('withdrawals show as money out with their status, and the detail every field', async () => {
    fakeApi({ withdraws: () => ok(page([withdrawal])) });
    renderRoutes(routes, '/my/withdrawrecord?status=pending');
    expect(await screen.findByText('出金至 **** 4321')).toBeTruthy();
    expect(amounts()).toEqual(['-200.00']);
    expect(screen.getByRole('link').textContent).toContain('審核中');
  });

  it('a withdrawal detail lists amount, fee, account, status and both times', async () => {
    fakeApi({ withdraws: () => ok(page([withdrawal])) });
    renderRoutes(routes, `/my/withdrawrecord/detail?key=${recordKey(12)}`);
    expect(await screen.findByText('手續費')).toBeTruthy();
    expect(screen.getByText('1.00')).toBeTruthy();
    expect(screen.getByText('**** 4321')).toBeTruthy();
    expect(screen.getByText('審核時間')).toBeTruthy();
    expect(screen.getByText('7KQ3M-9XF2A')).toBeTruthy();
    expect(screen.queryByText('12')).toBeNull();
  });

  it('a rejected withdrawal says its amount + fee came back, with the reason wrapped, not money spent', async () => {
    const reason = 'x'.repeat(180);
    const rejected = {
      ...withdrawal,
      status: 'rejected' as const,
      reviewedAt: '2026-11-21T09:00:00.000Z',
      reviewNote: reason,
    };
    fakeApi({ withdraws: () => ok(page([rejected])) });
    renderRoutes(routes, `/my/withdrawrecord/detail?key=${recordKey(12)}`);
    expect(await screen.findByText('201.00（金額 + 手續費）已退回餘額')).toBeTruthy();
    expect(screen.queryByText('-200.00')).toBeNull();
    expect(screen.getByText(reason).className).toMatch(/wide/);
    expect(screen.queryByRole('button', { name: '取消出金' })).toBeNull();
  });

  it('a rejected or cancelled withdrawal is not listed as money out', async () => {
    fakeApi({ withdraws: () => ok(page([{ ...withdrawal, status: 'cancelled' }])) });
    renderRoutes(routes, '/my/withdrawrecord');
    expect(await screen.findByText('出金至 **** 4321')).toBeTruthy();
    expect(amounts()).toEqual(['200.00']);
    expect(screen.getByRole('link').textContent).toContain('已取消');
  });

  it('a pending withdrawal can be cancelled after a confirmation, with one key, and then shows as cancelled', async () => {
    let current: Withdrawal = withdrawal;
    const sent = fakeApi({
      withdraws: () => ok(page([current])),
      cancelWithdraw: () => {
        current = { ...withdrawal, status: 'cancelled', reviewedAt: '2026-11-21T09:00:00.000Z' };
        return ok(current);
      },
      balance: () => ok({ balance: '1000.00', frozen: '0.00', termBalance: '0.00' }),
    });
    renderRoutes(routes, `/my/withdrawrecord/detail?key=${recordKey(12)}`);
    expect(await screen.findByText('201.00（金額 + 手續費）已凍結，審核前可隨時取消')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取消出金' })));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('201.00（金額 + 手續費）將退回餘額。')).toBeTruthy();
    expect(sent.some((r) => r.call === 'cancelWithdraw')).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '取消出金' })));
    expect(await screen.findByText('您已取消：201.00（金額 + 手續費）已退回餘額')).toBeTruthy();
    const cancels = sent.filter((r) => r.call === 'cancelWithdraw');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.body).toEqual({ id: 12 });
    expect(cancels[0]?.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '取消出金' })).toBeNull());
  });

  it.each([[''], ['?id=12']])(
    'a detail without a key (%s; an address from before keys held the id) says the record is missing and asks nothing',
    async (search) => {
      const sent = fakeApi({ withdraws: () => ok(page([withdrawal])) });
      renderRoutes(routes, `/my/withdrawrecord/detail${search}`);
      expect(await screen.findByText('找不到這筆記錄')).toBeTruthy();
      expect(sent).toHaveLength(0);
    },
  );

  it('a key the server refuses as malformed (a link cut short) is a missing record, not an error', async () => {
    const sent = fakeApi({ withdraws: () => fail(400, '編號無效', { fields: { key: '編號無效' } }) });
    renderRoutes(routes, '/my/withdrawrecord/detail?key=abc');
    expect(await screen.findByText('找不到這筆記錄')).toBeTruthy();
    expect(sent[0]?.body).toEqual({ key: 'abc', page: 1, pageSize: 1 });
    expect(screen.queryByText('編號無效')).toBeNull();
  });

  it('each list links its rows to their detail by key, never by id', async () => {
    fakeApi({
      withdraws: () => ok(page([withdrawal])),
      bills: () => ok(page([bill(2, 'withdraw', '-201.00', '1033.50')])),
      termPositions: () => ok(page([position(7, 'active', '4.32')])),
    });
    const cases = [
      ['/my/withdrawrecord', `/my/withdrawrecord/detail?key=${recordKey(12)}`],
      ['/my/ledgerrecord', `/my/ledgerrecord/detail?key=${recordKey(2)}`],
      ['/my/terminalrecord', `/my/terminalrecord/detail?key=${recordKey(7)}`],
    ] as const;
    for (const [list, detail] of cases) {
      const { unmount } = renderRoutes(routes, list);
      await waitFor(() => expect(screen.getAllByRole('link')[0]?.getAttribute('href')).toBe(detail));
      unmount();
    }
  });

  it('a trade shows what it did to the balance: payout minus stake once settled', async () => {
    const order = {
      id: 3,
      ref: 'H8R2C-0PQ6N',
      key: recordKey(3),
      roomId: 1,
      roomName: 'BTC/USDT 60 秒',
      symbol: 'BTCUSDT',
      issueNo: '202611220800',
      direction: 'up' as const,
      amount: '100.00',
      referencePrice: '1.00',
      createdAt: '2026-11-22T08:00:00.000Z',
    };
    fakeApi({
      orders: () =>
        ok(
          page([
            { ...order, status: 'won', payout: '185.00', closePrice: '1.10', settledAt: '2026-11-22T08:01:00.000Z' },
            {
              ...order,
              id: 4,
              status: 'lost',
              payout: '0.00',
              closePrice: '0.90',
              settledAt: '2026-11-22T08:01:00.000Z',
            },
            { ...order, id: 5, status: 'open', payout: null, closePrice: null, settledAt: null },
          ]),
        ),
    });
    renderRoutes(routes, '/my/traderecord');
    await screen.findAllByText('BTCUSDT 看漲 · 第 202611220800 期');
    expect(amounts()).toEqual(['+85.00', '-100.00', '-100.00']);
  });

  it('term positions show their principal unsigned: a moved-out one is not money lost', async () => {
    fakeApi({ termPositions: () => ok(page([position(2, 'redeemed', '0.00'), position(1, 'active', '4.32')])) });
    renderRoutes(routes, '/my/terminalrecord');
    await waitFor(() => expect(amounts()).toEqual(['150.00', '150.00']));
    for (const element of screen.getAllByTestId('record-amount'))
      expect(element.firstElementChild?.className).not.toMatch(/negative|positive/);
  });

  it('a term position detail: unsigned principal, interest paid signed, interest due plain', async () => {
    fakeApi({
      termPositions: (body) =>
        ok(page([body.key === recordKey(2) ? position(2, 'redeemed', '4.32') : position(1, 'active', '4.32')])),
    });
    const { unmount } = renderRoutes(routes, `/my/terminalrecord/detail?key=${recordKey(2)}`);
    expect(await screen.findByText('+4.32')).toBeTruthy();
    expect(screen.getAllByText('150.00').length).toBeGreaterThan(0);
    expect(screen.queryByText('-150.00')).toBeNull();
    unmount();
    renderRoutes(routes, `/my/terminalrecord/detail?key=${recordKey(1)}`);
    expect(await screen.findByText('4.32')).toBeTruthy();
    expect(screen.queryByText('+4.32')).toBeNull();
  });
});
