import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import RechargeMethodPage from '../../../../src/features/wallet/pages/recharge-method-page';
import { toast } from '../../../../src/lib/toast';
import { fail, fakeApi, ok, recordKey, renderRoutes, type Envelope } from '../../support/fake-api';
import { config, deferred, signedIn, submit, type, valueOf } from './money-fixtures';

vi.mock('../../../../src/lib/toast', () => ({ toast: vi.fn() }));

const routes = [
  {
    path: '/my/deposit/bankcard',
    Component: () => <RechargeMethodPage method="bankcard" titleKey="title.depositBankcard" />,
  },
];
const open = () => renderRoutes(routes, '/my/deposit/bankcard');
type Sent = ReturnType<typeof fakeApi>;
const recharges = (sent: Sent) => sent.filter((request) => request.call === 'recharge');

beforeEach(() => signedIn());
afterEach(() => vi.unstubAllGlobals());

describe('deposit form', () => {
  it('shows the channel from config with a copy button', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fakeApi({ configs: () => ok(config) });
    open();
    expect(await screen.findByText('銀行轉帳')).toBeTruthy();
    expect(screen.getByText('請轉帳至以下帳戶')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '複製' })));
    expect(writeText).toHaveBeenCalledWith('HSBC 123-456789-001');
    expect(toast).toHaveBeenCalledWith('已複製');
  });

  it('names every amount rule as it is typed, and sends nothing on submit while one fails', async () => {
    const sent = fakeApi({ configs: () => ok(config) });
    open();
    await submit('提交入金');
    expect(screen.getByText('請輸入有效金額（最多兩位小數）')).toBeTruthy();
    type('入金金額', '0');
    expect(screen.getByText('金額必須大於 0')).toBeTruthy();
    type('入金金額', '12.345');
    expect(screen.getByText('請輸入有效金額（最多兩位小數）')).toBeTruthy();
    type('入金金額', '1,000,000,000.01');
    expect(screen.getByText('金額不能超過 1,000,000,000.00')).toBeTruthy();
    type('入金金額', '100');
    type('付款參考號', 'x'.repeat(67));
    expect(screen.getByText('付款參考號不能超過 66 個字')).toBeTruthy();
    await submit('提交入金');
    expect(recharges(sent)).toHaveLength(0);
  });

  it('accepts "1,234.50", sends the wire amount with an Idempotency-Key and shows the approved result', async () => {
    const sent = fakeApi({
      configs: () => ok(config),
      recharge: () => ok({ id: 41, key: recordKey(41), status: 'approved' }),
      balance: () => ok({ balance: '11234.50', frozen: '0.00', termBalance: '0.00' }),
    });
    const { router } = open();
    type('入金金額', '1,234.50');
    type('付款參考號', ' TX-1 ');
    await submit('提交入金');
    expect(await screen.findByText('入金成功')).toBeTruthy();
    expect(screen.getByText('1,234.50 已存入您的帳戶')).toBeTruthy();
    const recharge = sent.find((request) => request.call === 'recharge');
    expect(recharge?.body).toEqual({ method: 'bankcard', amount: '1234.50', reference: 'TX-1' });
    expect(recharge?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '查看入金記錄' })));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/my/rechargerecord/detail?key=${recordKey(41)}`,
    );
  });

  it('shows a pending deposit as waiting for review', async () => {
    fakeApi({ configs: () => ok(config), recharge: () => ok({ id: 42, key: recordKey(42), status: 'pending' }) });
    open();
    type('入金金額', '50');
    await submit('提交入金');
    expect(await screen.findByText('入金申請已提交')).toBeTruthy();
    expect(screen.getByText('50.00 正在等待審核，審核通過後將存入您的帳戶')).toBeTruthy();
  });

  it('retries a submission that got no answer with the same key, and a changed one with a new key', async () => {
    let answer = false;
    const sent = fakeApi({
      configs: () => ok(config),
      recharge: () => {
        if (!answer) throw new TypeError('Failed to fetch');
        return ok({ id: 43, key: recordKey(43), status: 'approved' });
      },
    });
    open();
    type('入金金額', '300');
    await submit('提交入金');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '沒有收到伺服器的回覆，這筆操作可能已經完成。請再送出一次確認：同一筆只會處理一次，不會重複扣款。',
    );
    expect(valueOf('入金金額')).toBe('300');
    await submit('提交入金');
    const [first, second] = recharges(sent).map((request) => request.headers.get('Idempotency-Key'));
    expect(second).toBe(first);
    type('入金金額', '301');
    answer = true;
    await submit('提交入金');
    expect(recharges(sent)[2]?.headers.get('Idempotency-Key')).not.toBe(first);
    expect(await screen.findByText('入金成功')).toBeTruthy();
  });

  it('shows a 422 beside the form, keeps the input, and starts a new key for the next try', async () => {
    const sent = fakeApi({ configs: () => ok(config), recharge: () => fail(422, '超出單日入金上限') });
    open();
    type('入金金額', '2,000');
    type('付款參考號', 'ref-9');
    await submit('提交入金');
    expect((await screen.findByRole('alert')).textContent).toBe('超出單日入金上限');
    expect(valueOf('入金金額')).toBe('2,000');
    expect(valueOf('付款參考號')).toBe('ref-9');
    await submit('提交入金');
    const [first, second] = recharges(sent).map((request) => request.headers.get('Idempotency-Key'));
    expect(second).not.toBe(first);
  });

  it('disables the button while sending and sends one request for a double tap', async () => {
    const answer = deferred<Envelope>();
    const sent = fakeApi({ configs: () => ok(config), recharge: () => answer.promise });
    open();
    type('入金金額', '10');
    const button = screen.getByRole('button', { name: '提交入金' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(recharges(sent)).toHaveLength(1));
    expect(button.hasAttribute('disabled')).toBe(true);
    await act(async () => answer.resolve(ok({ id: 44, key: recordKey(44), status: 'approved' })));
    expect(await screen.findByText('入金成功')).toBeTruthy();
    expect(recharges(sent)).toHaveLength(1);
  });
});
