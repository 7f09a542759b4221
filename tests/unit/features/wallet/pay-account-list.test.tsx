import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PayAccountList } from '../../../../src/features/wallet/components/pay-account-list';
import { fail, fakeApi, ok, page, renderRoutes } from '../../support/fake-api';
import { card, signedIn } from './money-fixtures';

vi.mock('../../../../src/lib/toast', () => ({ toast: vi.fn() }));

const routes = [{ path: '/my/bankcard', Component: () => <PayAccountList kind="bank" /> }];
const click = (element: Element) => act(async () => fireEvent.click(element));
/** the confirm dialog: the action sheet's own may still be closing */
const dialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

beforeEach(() => signedIn());
afterEach(() => vi.unstubAllGlobals());

describe('saved payout accounts', () => {
  it('renames a card after asking for the name, and shows the new name with the bank beside it', async () => {
    let shown = card;
    const sent = fakeApi({
      cards: () => ok(page([shown])),
      updatePayAccount: (body) => {
        shown = { ...card, label: String(body.label) };
        return ok({});
      },
    });
    renderRoutes(routes, '/my/bankcard');
    await click(await screen.findByText('匯豐銀行'));
    await click(await screen.findByText('修改名稱'));
    const box = await dialog();
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: '薪資卡' } });
    await click(within(box).getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('薪資卡')).toBeTruthy();
    expect(screen.getByText('匯豐銀行 · **** 6789 · 陳大文')).toBeTruthy();
    expect(sent.find((r) => r.call === 'updatePayAccount')?.body).toEqual({ type: 'card', id: 5, label: '薪資卡' });
  });

  it('makes a card the default, marked in the list', async () => {
    let shown = card;
    const sent = fakeApi({
      cards: () => ok(page([shown])),
      updatePayAccount: () => {
        shown = { ...card, isDefault: true };
        return ok({});
      },
    });
    renderRoutes(routes, '/my/bankcard');
    await click(await screen.findByText('匯豐銀行'));
    await click(await screen.findByText('設為預設'));
    expect(await screen.findByText('預設')).toBeTruthy();
    expect(sent.find((r) => r.call === 'updatePayAccount')?.body).toEqual({ type: 'card', id: 5, isDefault: true });
  });

  it('deletes only after a confirmation; a refusal (pending withdrawal) keeps the card listed', async () => {
    const sent = fakeApi({
      cards: () => ok(page([card])),
      deletePayAccount: () => fail(409, '有出金正在審核中，暫時不能刪除此帳戶'),
    });
    renderRoutes(routes, '/my/bankcard');
    await click(await screen.findByText('匯豐銀行'));
    await click(await screen.findByText('刪除'));
    const box = await dialog();
    expect(within(box).getByText(/匯豐銀行 將從已儲存的帳戶中移除/)).toBeTruthy();
    expect(sent.some((r) => r.call === 'deletePayAccount')).toBe(false);
    await click(within(box).getByRole('button', { name: '刪除' }));
    await waitFor(() => expect(sent.filter((r) => r.call === 'deletePayAccount')).toHaveLength(1));
    expect(screen.getByText('匯豐銀行')).toBeTruthy();
  });
});
