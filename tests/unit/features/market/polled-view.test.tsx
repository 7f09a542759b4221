import { fireEvent, render, screen } from '@testing-library/react';
import { PolledView } from '../../../../src/components/polled-view';
import type { Polled } from '../../../../src/lib/hooks/use-polling';

const polled = (over: Partial<Polled<string>>): Polled<string> => ({
  data: undefined,
  updatedAt: undefined,
  failed: false,
  online: true,
  retry: vi.fn(),
  ...over,
});
const show = (p: Polled<string>) => render(<PolledView polled={p}>{(data) => <p>data: {data}</p>}</PolledView>);

describe('PolledView', () => {
  it('shows a skeleton while the first load is on its way', () => {
    show(polled({}));
    expect(screen.getByLabelText('載入中…').getAttribute('aria-busy')).toBe('true');
  });

  it('shows an error with a retry when the first load failed', () => {
    const p = polled({ failed: true });
    show(p);
    fireEvent.click(screen.getByRole('button', { name: '重試' }));
    expect(p.retry).toHaveBeenCalledTimes(1);
  });

  it('says it is offline when there is nothing to show yet', () => {
    show(polled({ online: false }));
    expect(screen.getByRole('alert').textContent).toContain('離線中，連線後將自動載入');
  });

  it('keeps showing the last data offline or after a failed poll', () => {
    show(polled({ data: 'BTC 71000', online: false, failed: true }));
    expect(screen.getByText('data: BTC 71000')).toBeTruthy();
  });
});
