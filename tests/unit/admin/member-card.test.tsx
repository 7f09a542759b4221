import { render, screen } from '@testing-library/react';
import { MemberCard } from '../../../src/admin/components/member-card';

/** A member with `bills` as the console's queue shows them. */
const member = (balance: string, frozen: string, bills: Array<{ id: number; kind: string; amount: string }>) => ({
  id: 7,
  account: 'alice',
  nickname: 'alice',
  balance,
  frozen,
  termBalance: '0.00',
  createdAt: '2026-11-22T08:00:00.000Z',
  bills: bills.map((bill) => ({ ...bill, balanceAfter: bill.amount, createdAt: '2026-11-22T08:00:00.000Z' })),
});

describe('the console’s member card', () => {
  it('writes money as the member app does: grouped, two decimals, signed bills', () => {
    render(<MemberCard member={member('1000.00', '12345.5', [{ id: 1, kind: 'recharge', amount: '1000.00' }])} />);
    const figures = [...document.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(figures).toEqual(['1,000.00', '12,345.50', '0.00']);
    expect(screen.getByText('+1,000.00')).toBeTruthy();
    expect(screen.getAllByText('1,000.00')).toHaveLength(2);
  });

  it('says a member without bills has none, rather than drawing an empty table', () => {
    render(<MemberCard member={member('0.00', '0.00', [])} />);
    expect(document.querySelector('table')).toBeNull();
    expect(document.querySelector('.state')?.textContent).toBeTruthy();
  });
});
