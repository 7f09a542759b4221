import { render, screen } from '@testing-library/react';
import { StatusTag } from '../../../../src/features/records/components/status-tag';

// an order won or lost is a sign, in the colours that follow the member's up colour; done and failed are not
describe('a record’s status tag', () => {
  it.each([
    ['won', '獲利', 'var(--app-positive)'],
    ['lost', '虧損', 'var(--app-negative)'],
    ['approved', '已通過', 'var(--adm-color-success'],
    ['rejected', '已拒絕', 'var(--adm-color-danger'],
  ])('shows %s as %s in %s', (status, text, colour) => {
    render(<StatusTag status={status} />);
    expect(screen.getByText(text).closest('.adm-tag')?.getAttribute('style')).toContain(colour);
  });
});
