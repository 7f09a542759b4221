import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Card } from '../../../../contract/wallet';
import WithdrawMethodPage from '../../../../src/features/wallet/pages/withdraw-method-page';
import { balanceAtom } from '../../../../src/lib/state/app.atoms';
import { appStore } from '../../../../src/lib/store';
import { toast } from '../../../../src/lib/toast';
import { formatDateTime } from '../../../../src/lib/format/time';
import { fail, fakeApi, ok, page, recordKey, renderRoutes } from '../../support/fake-api';
import { card, config, signedIn, submit, type, typePasscode, valueOf } from './money-fixtures';

vi.mock('../../../../src/lib/toast', () => ({ toast: vi.fn() }));

const otherCard: Card = { ...card, id: 6, bankName: '中國銀行', numberMasked: '**** 1234' };
const routes = [
  {
    path: '/my/withdraw/bankcard',
    Component: () => <WithdrawMethodPage kind="bank" titleKey="title.withdrawBankcard" />,
  },
  { path: '/my/usercenter/tradepassword', Component: () => <p>trade password page</p> },
];
const open = () => renderRoutes(routes, '/my/withdraw/bankcard');
const funds = { balance: '10000.00', frozen: '0.00', termBalance: '0.00' };
const base = { configs: () => ok(config), cards: () => ok(page([card])), balance: () => ok(funds) };
const fee = () => screen.getByTestId('withdraw-fee').textContent;
const received = () => screen.getByTestId('withdraw-received').textContent;
const total = () => screen.getByTestId('withdraw-total').textContent;
const choose = async () => {
  const item = await screen.findByText('匯豐銀行', {}, { timeout: 3000 });
  await act(async () => fireEvent.click(item));
};

beforeEach(() => signedIn());
afterEach(() => vi.unstubAllGlobals());

describe('withdrawal form', () => {
  it('computes the fee, what arrives and what leaves the balance as the amount is typed', async () => {
    fakeApi(base);
    open();
    await screen.findByText('匯豐銀行');
    expect(fee()).toBe('—');
    type('出金金額', '1,000');
    expect([fee(), received(), total()]).toEqual(['5.00', '1,000.00', '1,005.00']);
    // 0.5 % of 100.10 is 0.5005: half up to the cent
    type('出金金額', '100.10');
    expect([fee(), total()]).toEqual(['0.50', '100.60']);
    type('出金金額', '100.99');
    expect([fee(), total()]).toEqual(['0.50', '101.49']);
    type('出金金額', '101');
    expect(fee()).toBe('0.51');
    expect(screen.getByText('手續費（0.5%）')).toBeTruthy();
    expect(screen.getByText('100.00 ～ 50,000.00')).toBeTruthy();
  });

  it('names each rule: the account, the amount, the limits, the balance with the fee, the trade password', async () => {
    const sent = fakeApi({ ...base, cards: () => ok(page([card, otherCard])) });
    open();
    await screen.findByText('匯豐銀行');
    await submit('確認出金');
    expect(screen.getByText('請選擇收款帳戶')).toBeTruthy();
    expect(screen.getByText('請輸入有效金額（最多兩位小數）')).toBeTruthy();
    expect(screen.getByText('交易密碼需為 6 位數字')).toBeTruthy();
    type('出金金額', '99.99');
    expect(screen.getByText('單筆最低出金 100.00')).toBeTruthy();
    type('出金金額', '50,000.01');
    expect(screen.getByText('單筆最高出金 50,000.00')).toBeTruthy();
    // balance 10,000.00: 9,960.00 + fee 49.80 = 10,009.80 is too much, 9,950.00 + 49.75 fits
    type('出金金額', '9,960');
    expect(screen.getByText('可用餘額不足，連手續費共需 10,009.80')).toBeTruthy();
    type('出金金額', '9,950');
    expect(screen.queryByText(/可用餘額不足/)).toBeNull();
    typePasscode('交易密碼', '12345');
    expect(screen.getByText('交易密碼需為 6 位數字')).toBeTruthy();
    expect(sent.filter((request) => request.call === 'withdraw')).toHaveLength(0);
  });

  it('chooses the one saved account by itself; every row shows it can be chosen', async () => {
    const sent = fakeApi({
      ...base,
      withdraw: () => ok({ id: 88, key: recordKey(88), amount: '1000.00', fee: '5.00', status: 'pending' }),
    });
    const { router } = open();
    await screen.findByText('匯豐銀行');
    type('出金金額', '1,000.00');
    typePasscode('交易密碼', '246810');
    await submit('確認出金');
    expect(sent.find((request) => request.call === 'withdraw')?.body).toMatchObject({ to: { type: 'card', id: 5 } });
    // the record is opened by its key, not its id
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '查看出金記錄' })));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/my/withdrawrecord/detail?key=${recordKey(88)}`,
    );
  });

  it('with several accounts, each row shows an empty choice until one is tapped', async () => {
    fakeApi({ ...base, cards: () => ok(page([card, otherCard])) });
    const { container } = open();
    await screen.findByText('中國銀行');
    const choices = () => [...container.querySelectorAll('.adm-check-list-item [aria-hidden="true"]')];
    expect(choices().map((choice) => choice.className)).toEqual([
      expect.stringMatching(/radio/),
      expect.stringMatching(/radio/),
    ]);
    expect(choices().every((choice) => !/radioOn/.test(choice.className))).toBe(true);
    await choose();
    expect(choices().filter((choice) => /radioOn/.test(choice.className))).toHaveLength(1);
  });

  it('with several accounts, the default one is chosen to begin with', async () => {
    fakeApi({ ...base, cards: () => ok(page([card, { ...otherCard, isDefault: true }])) });
    const { container } = open();
    await screen.findByText('中國銀行');
    await waitFor(() => expect(container.querySelector('.adm-check-list-item [class*="radioOn"]')).toBeTruthy());
    const on = container.querySelector('.adm-check-list-item [class*="radioOn"]')!.closest('.adm-check-list-item');
    expect(on?.textContent).toContain('中國銀行');
  });

  it('sends the withdrawal with a key, then shows amount + fee frozen as the server now reports', async () => {
    const sent = fakeApi({
      ...base,
      withdraw: () => ok({ id: 88, key: recordKey(88), amount: '1000.00', fee: '5.00', status: 'pending' }),
      balance: () => ok({ balance: '8995.00', frozen: '1005.00', termBalance: '0.00' }),
    });
    open();
    await choose();
    type('出金金額', '1,000.00');
    typePasscode('交易密碼', '246810');
    await submit('確認出金');
    expect(await screen.findByText('出金申請已提交')).toBeTruthy();
    expect(screen.getByText('1,000.00（手續費 5.00）已凍結，等待審核')).toBeTruthy();
    const withdraw = sent.find((request) => request.call === 'withdraw');
    expect(withdraw?.body).toEqual({ amount: '1000.00', to: { type: 'card', id: 5 }, tradePassword: '246810' });
    expect(withdraw?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('1,005.00')).toBeTruthy();
    expect(screen.getByTestId('funds-available').textContent).toBe('8,995.00');
    expect(appStore.get(balanceAtom)).toEqual({ balance: '8995.00', frozen: '1005.00', termBalance: '0.00' });
  });

  it('shows a wrong trade password beside the form and keeps everything typed', async () => {
    fakeApi({ ...base, withdraw: () => fail(403, '交易密碼錯誤') });
    open();
    await choose();
    type('出金金額', '500');
    typePasscode('交易密碼', '000000');
    await submit('確認出金');
    expect((await screen.findByRole('alert')).textContent).toBe('交易密碼錯誤');
    expect(valueOf('出金金額')).toBe('500');
    expect(screen.getByRole('button', { name: '交易密碼' }).querySelector('input')?.value).toBe('000000');
    expect(appStore.get(balanceAtom)?.balance).toBe('10000.00');
  });

  it('retries after a time-out with the same Idempotency-Key', async () => {
    let calls = 0;
    const sent = fakeApi({
      ...base,
      withdraw: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('network down');
        return ok({ id: 89, key: recordKey(89), amount: '200.00', fee: '1.00', status: 'pending' });
      },
      balance: () => ok({ balance: '9799.00', frozen: '201.00', termBalance: '0.00' }),
    });
    open();
    await choose();
    type('出金金額', '200');
    typePasscode('交易密碼', '135790');
    await submit('確認出金');
    await screen.findByRole('alert');
    await submit('確認出金');
    expect(await screen.findByText('出金申請已提交')).toBeTruthy();
    const keys = sent
      .filter((request) => request.call === 'withdraw')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('adds a card on the spot and chooses it', async () => {
    const added: Card = { ...card, id: 6, bankName: '中國銀行', numberMasked: '**** 4321' };
    let cards = [card];
    const sent = fakeApi({
      ...base,
      cards: () => ok(page(cards)),
      addCard: () => {
        cards = [card, added];
        return ok(added);
      },
    });
    open();
    await screen.findByText('匯豐銀行');
    await act(async () => fireEvent.click(screen.getByText('新增銀行卡')));
    const sheet = within(document.querySelector('.adm-popup-body') as HTMLElement);
    fireEvent.change(sheet.getByRole('textbox', { name: '銀行名稱' }), { target: { value: '中國銀行' } });
    fireEvent.change(sheet.getByRole('textbox', { name: '持卡人' }), { target: { value: '陳大文' } });
    fireEvent.change(sheet.getByRole('textbox', { name: '卡號' }), { target: { value: '6217 0000 1234 4321' } });
    await act(async () => fireEvent.click(sheet.getByRole('button', { name: '儲存銀行卡' })));
    expect(sent.find((request) => request.call === 'addCard')?.body).toEqual({
      kind: 'bank',
      bankName: '中國銀行',
      holder: '陳大文',
      number: '6217000012344321',
    });
    const chosen = await screen.findByText('中國銀行');
    expect(chosen.closest('.adm-check-list-item')?.querySelector('.adm-check-list-item-extra')?.innerHTML).toMatch(
      /radioOn/,
    );
  });

  it('adds a card with the trade password typed, which spares it the cooling-off the form tells of', async () => {
    const added: Card = { ...card, id: 7, bankName: '中國銀行', numberMasked: '**** 4321' };
    const sent = fakeApi({ ...base, addCard: () => ok(added) });
    open();
    await screen.findByText('匯豐銀行');
    await act(async () => fireEvent.click(screen.getByText('新增銀行卡')));
    const sheet = within(document.querySelector('.adm-popup-body') as HTMLElement);
    expect(sheet.getByText('輸入交易密碼，此帳戶即可收款；不輸入則須等 24 小時後才可出金至此帳戶。')).toBeTruthy();
    fireEvent.change(sheet.getByRole('textbox', { name: '銀行名稱' }), { target: { value: '中國銀行' } });
    fireEvent.change(sheet.getByRole('textbox', { name: '持卡人' }), { target: { value: '陳大文' } });
    fireEvent.change(sheet.getByRole('textbox', { name: '卡號' }), { target: { value: '6217000012344321' } });
    typePasscode('交易密碼（選填）', '246810');
    await act(async () => fireEvent.click(sheet.getByRole('button', { name: '儲存銀行卡' })));
    expect(sent.find((request) => request.call === 'addCard')?.body).toMatchObject({
      number: '6217000012344321',
      tradePassword: '246810',
    });
  });

  it('toasts nothing on the way: every failure of a form is shown beside it', () => {
    expect(toast).not.toHaveBeenCalled();
  });

  it('asks for a trade password first when the member has none', async () => {
    signedIn({ hasTradePassword: false });
    fakeApi(base);
    const { router } = open();
    expect(await screen.findByText('出金前請先設定交易密碼')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '設定交易密碼' })));
    expect(router.state.location.pathname).toBe('/my/usercenter/tradepassword');
    expect(router.state.location.search).toBe('?redirect=%2Fmy%2Fwithdraw%2Fbankcard');
  });

  it('reads the profile as it opens: a trade password set since sign-in shows the form, not the way to set one', async () => {
    const stored = signedIn({ hasTradePassword: false });
    fakeApi({ ...base, userInfo: () => ok({ ...stored, hasTradePassword: true }) });
    open();
    await screen.findByText('匯豐銀行', {}, { timeout: 3000 });
    expect(screen.queryByText('出金前請先設定交易密碼')).toBeNull();
  });

  it('says why and until when a card added without the trade password cannot receive a withdrawal yet', async () => {
    const coolsUntil = new Date(Date.now() + 20 * 3600_000).toISOString();
    fakeApi({ ...base, cards: () => ok(page([{ ...card, coolsUntil }])) });
    open();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(
      `此帳戶新增時未經交易密碼或通行密鑰確認。為保障資金安全，${formatDateTime(coolsUntil)} 起才可出金至此帳戶。`,
    );
  });

  it('says nothing of a cooling-off that is over', async () => {
    const coolsUntil = new Date(Date.now() - 1000).toISOString();
    fakeApi({ ...base, cards: () => ok(page([{ ...card, coolsUntil }])) });
    open();
    await screen.findByText('匯豐銀行');
    expect(screen.queryByText(/起才可出金/)).toBeNull();
  });
});
