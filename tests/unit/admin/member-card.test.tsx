import { render, screen } from '@testing-library/react';
import { MemberCard } from '../../../src/admin/components/member-card';

describe('the console’s member card', () => {
  it('writes money as the member app does: grouped, two decimals, signed bills', () => {
    const member = {
      id: 7,
      account: 'alice',
      nickname: 'alice',
      balance: '1000.00',
      frozen: '12345.5',
      termBalance: '0.00',
      createdAt: '2026-11-22T08:00:00.000Z',
      bills: [
        { id: 1, kind: 'recharge', amount: '1000.00', balanceAfter: '1000.00', createdAt: '2026-11-22T08:00:00.000Z' },
      ],
    };
    render(<MemberCard member={member} />);
    const figures = [...document.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(figures).toEqual(['1,000.00', '12,345.50', '0.00']);
    expect(screen.getByText('+1,000.00')).toBeTruthy();
    expect(screen.getAllByText('1,000.00')).toHaveLength(2);
  });

  it('says a member without bills has none, rather than drawing an empty table', () => {
    const member = {
      id: 8,
      account: 'bob',
      nickname: 'bob',
      balance: '0.00',
      frozen: '0.00',
      termBalance: '0.00',
      createdAt: '2026-11-22T08:00:00.000Z',
      bills: [],
    };
    render(<MemberCard member={member} />);
    expect(document.querySelector('table')).toBeNull();
    expect(document.querySelector('.state')?.textContent).toBeTruthy();
  });
});
