import { fireEvent, render, screen } from '@testing-library/react';
import { QueryView } from '../../../src/components/query-view';
import type { Query } from '../../../src/lib/query/use-query';

const query = (over: Partial<Query<string>>): Query<string> => ({
  status: 'loading',
  data: undefined,
  updatedAt: undefined,
  error: undefined,
  fetching: true,
  refetch: vi.fn(async () => {}),
  ...over,
});
const show = (q: Query<string>) => render(<QueryView query={q}>{(data) => <p>data: {data}</p>}</QueryView>);
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });

afterEach(() => setOnline(true));

describe('QueryView', () => {
  it('shows a skeleton while the first load is on its way', () => {
    show(query({}));
    expect(screen.getByLabelText('載入中…').getAttribute('aria-busy')).toBe('true');
  });

  it('shows an error with a retry when the first load failed', () => {
    const q = query({ status: 'error', fetching: false, error: { ok: false, code: 503, msg: 'x' } });
    show(q);
    fireEvent.click(screen.getByRole('button', { name: '重試' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('says it is offline when there is nothing to show yet', () => {
    setOnline(false);
    show(query({}));
    expect(screen.getByRole('alert').textContent).toContain('離線中，連線後將自動載入');
  });

  it('keeps showing the last data offline or after a failed poll', () => {
    setOnline(false);
    show(query({ status: 'ready', data: 'BTC 71000', error: { ok: false, code: -1, msg: 'x' } }));
    expect(screen.getByText('data: BTC 71000')).toBeTruthy();
  });
});
