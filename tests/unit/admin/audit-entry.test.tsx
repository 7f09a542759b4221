import { screen } from '@testing-library/react';
import { AuditEntry, type AuditRow } from '../../../src/admin/components/audit-entry';
import { renderConsole } from './console-render';

const row = (over: Partial<AuditRow>): AuditRow => ({
  id: 1,
  at: '2026-11-26T08:00:00.000Z',
  actor: 'op_amy',
  action: 'withdraw.reject',
  target: 'withdraw #12',
  subject: { member: 'alice_1', amount: '1200.00' },
  changes: [],
  address: '10.0.0.7',
  ...over,
});

describe('an audit row', () => {
  it('says who did what to whom, and shows each changed field before → after in words', async () => {
    await renderConsole(
      <AuditEntry
        row={row({
          changes: [
            { field: 'status', before: 'pending', after: 'rejected' },
            { field: 'reviewedBy', before: null, after: 'op_amy' },
          ],
        })}
      />,
    );
    expect(screen.getByText('op_amy rejected the withdrawal of 1,200.00 by alice_1 (withdraw #12)')).toBeTruthy();
    const cells = screen.getAllByRole('row').map((r) => r.textContent);
    expect(cells).toEqual(['FieldBeforeAfter', 'StatusPending→Rejected', 'Reviewed by—→op_amy']);
    expect(document.body.textContent).not.toMatch(/[{}"]/);
  });

  it('shows a fee rate as the percentage members read, a failed sign-in with its reason', async () => {
    await renderConsole(
      <ol>
        <AuditEntry
          row={row({
            action: 'config.set',
            target: 'withdraw_fee_rate',
            subject: {},
            changes: [{ field: 'value', before: '0.005', after: '0.006' }],
          })}
        />
        <AuditEntry
          row={row({
            id: 2,
            action: 'signIn.failed',
            actor: 'op_bob',
            target: 'op_bob',
            subject: {},
            changes: [{ field: 'reason', before: null, after: 'code' }],
          })}
        />
      </ol>,
    );
    expect(screen.getByText('op_amy changed the setting “Withdrawal fee rate”')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Value/ }).textContent).toBe('Value0.5%→0.6%');
    expect(screen.getByText('Failed console sign-in as op_bob')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Why/ }).textContent).toBe('Why—→wrong code');
  });

  it('says a member cancelled their own withdrawal', async () => {
    await renderConsole(
      <AuditEntry
        row={row({
          action: 'withdraw.cancel',
          actor: 'member:alice_1',
          changes: [{ field: 'status', before: 'pending', after: 'cancelled' }],
        })}
      />,
    );
    expect(screen.getByText('alice_1 cancelled their withdrawal of 1,200.00 (withdraw #12)')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Status/ }).textContent).toBe('StatusPending→Cancelled by the member');
  });
});
