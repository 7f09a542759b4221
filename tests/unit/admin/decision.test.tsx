import { act, fireEvent, screen } from '@testing-library/react';
import { Decision, type QueueItem } from '../../../src/admin/components/decision';
import { fakeConsole, renderConsole } from './console-render';

afterEach(() => vi.restoreAllMocks());

const item: QueueItem = {
  kind: 'withdraw',
  id: 42,
  amount: '1200.00',
  status: 'pending',
  createdAt: '2026-11-26T08:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  reviewNote: null,
  member: {
    id: 7,
    account: 'alice_1',
    nickname: 'Alice',
    balance: '0.00',
    frozen: '1200.00',
    termBalance: '0.00',
    createdAt: '2026-11-01T08:00:00.000Z',
    bills: [],
  },
};
const button = (name: string) => screen.getByRole('button', { name });

describe('the decision on a withdrawal', () => {
  it('asks before approving, naming the amount and the member, and sends nothing when cancelled', async () => {
    const calls = fakeConsole(() => ({ code: 200, msg: 'OK', data: {} }));
    const onDecided = vi.fn(async () => {});
    await renderConsole(<Decision item={item} onDecided={onDecided} />);
    fireEvent.click(button('Approve'));
    expect(screen.getByRole('alertdialog').textContent).toBe(
      'Approve the Withdrawal #42 of 1,200.00 for alice_1?ApproveCancel',
    );
    fireEvent.click(button('Cancel'));
    expect(calls).toHaveLength(0);
    fireEvent.click(button('Approve'));
    await act(async () => fireEvent.click(button('Approve')));
    expect(calls).toEqual([{ name: 'review', body: { kind: 'withdraw', id: 42, decision: 'approve' } }]);
    expect(onDecided).toHaveBeenCalledWith('Approved');
  });

  it('counts the reason’s characters instead of cutting them, and shows a refusal once', async () => {
    const refusal = 'Give the reason for rejecting';
    const calls = fakeConsole(() => ({ code: 400, msg: refusal, data: { fields: { reason: refusal } } }));
    await renderConsole(<Decision item={item} onDecided={async () => {}} />);
    const reason = screen.getByRole('textbox');
    expect(screen.getByText('0 / 200 characters')).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'x'.repeat(201) } });
    expect(reason).toHaveProperty('value', 'x'.repeat(201));
    expect(screen.getByText('201 / 200 characters')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The reason can be at most 200 characters');
    expect(button('Reject')).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: ' ' } });
    fireEvent.click(button('Reject'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Reject the Withdrawal #42 of 1,200.00 for alice_1?');
    await act(async () => fireEvent.click(button('Reject')));
    expect(calls[0]?.body).toMatchObject({ decision: 'reject', reason: ' ' });
    expect(screen.getAllByText(refusal)).toHaveLength(1);
  });
});
