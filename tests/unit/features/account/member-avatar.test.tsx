import { fireEvent, render, screen } from '@testing-library/react';
import { MemberAvatar } from '../../../../src/features/account/components/member-avatar';

describe('the member avatar', () => {
  it('shows the picture, named', () => {
    render(<MemberAvatar src="/uploads/a1.png" alt="頭像" />);
    expect(screen.getByAltText('頭像').getAttribute('src')).toBe('/uploads/a1.png');
  });

  it('shows a silhouette, still named, when there is no picture', () => {
    render(<MemberAvatar src={undefined} alt="頭像" />);
    expect(screen.getByRole('img', { name: '頭像' }).querySelector('svg')).not.toBeNull();
    expect(screen.queryByAltText('頭像')).toBeNull();
  });

  it('shows the silhouette when the picture fails to load, and a new picture again', () => {
    const { rerender } = render(<MemberAvatar src="/uploads/gone.png" alt="頭像" />);
    fireEvent.error(screen.getByAltText('頭像'));
    expect(screen.getByRole('img', { name: '頭像' }).querySelector('svg')).not.toBeNull();
    rerender(<MemberAvatar src="/uploads/a2.png" alt="頭像" />);
    expect(screen.getByAltText('頭像').getAttribute('src')).toBe('/uploads/a2.png');
  });
});
