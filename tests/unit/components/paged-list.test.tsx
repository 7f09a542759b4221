import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Bill } from '../../../contract/wallet';
import { PagedList } from '../../../src/components/paged-list';
import type { ListFilters } from '../../../src/lib/query/use-call';
import { request } from '../../../src/lib/api-client';
import { i18next } from '../../../src/lib/i18n/i18n';

vi.mock('../../../src/lib/api-client', () => ({ request: vi.fn() }));

const bill = (id: number): Bill => ({
  id,
  kind: 'recharge',
  amount: '10.00',
  balanceAfter: '10.00',
  refType: 'recharge',
  refId: id,
  memo: `bill ${id}`,
  createdAt: '2026-11-22T08:00:00.000Z',
});

const page = (ids: number[], total: number) => ({
  ok: true as const,
  data: { data: ids.map(bill), total, page: 1, pageSize: 20 },
});

async function renderList(filters: ListFilters<'bills'> = {}) {
  await act(async () => {
    render(
      <PagedList
        call="bills"
        filters={filters}
        itemKey={(item) => item.id}
        renderItem={(item) => <span>{item.memo}</span>}
        emptyText="還沒有賬變"
      />,
    );
  });
}

describe('PagedList', () => {
  beforeEach(() => vi.mocked(request).mockReset());

  it('loads the first page with the filters and shows its items', async () => {
    vi.mocked(request).mockResolvedValueOnce(page([1, 2], 2));
    await renderList({ kind: 'recharge' });
    expect(request).toHaveBeenCalledWith(
      'bills',
      { kind: 'recharge', page: 1, pageSize: 20 },
      { toast: false, signal: expect.any(AbortSignal) },
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['bill 1', 'bill 2']);
    expect(screen.getByText('沒有更多了')).toBeTruthy();
  });

  it('says so when the list is empty', async () => {
    vi.mocked(request).mockResolvedValueOnce(page([], 0));
    await renderList();
    expect(screen.getByText('還沒有賬變')).toBeTruthy();
  });

  it('shows a failure it does not retry by itself, with a retry button that loads again', async () => {
    vi.mocked(request).mockResolvedValueOnce({ ok: false, code: 429, msg: 'busy' });
    await renderList();
    expect(screen.getByRole('alert').textContent).toContain('載入失敗');

    vi.mocked(request).mockResolvedValueOnce(page([3], 1));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重試' }));
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['bill 3']);
  });

  it('loads its rows again, from the first page, when the member switches the language', async () => {
    vi.mocked(request).mockResolvedValueOnce(page([1, 2], 2));
    await renderList();
    vi.mocked(request)
      .mockResolvedValueOnce(page([3], 1))
      .mockResolvedValueOnce(page([4], 1));
    try {
      await act(() => i18next.changeLanguage('en'));
      expect(request).toHaveBeenCalledTimes(2);
      expect(request).toHaveBeenLastCalledWith(
        'bills',
        { page: 1, pageSize: 20 },
        { toast: false, signal: expect.any(AbortSignal) },
      );
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['bill 3']);
    } finally {
      await act(() => i18next.changeLanguage('zh-Hant'));
    }
  });

  it('shows the newest filter’s rows when the reply for an earlier filter arrives last, and aborts that request', async () => {
    let answerOld: (value: ReturnType<typeof page>) => void = () => {};
    vi.mocked(request).mockReturnValueOnce(new Promise((resolve) => (answerOld = resolve)));
    const list = (kind: 'recharge' | 'withdraw') => (
      <PagedList
        call="bills"
        filters={{ kind }}
        itemKey={(item) => item.id}
        renderItem={(item) => <span>{item.memo}</span>}
      />
    );
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(list('recharge'));
    });
    const oldSignal = vi.mocked(request).mock.calls[0]![2]!.signal!;

    vi.mocked(request).mockResolvedValueOnce(page([7], 1));
    await act(async () => view.rerender(list('withdraw')));
    expect(oldSignal.aborted).toBe(true);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['bill 7']);

    await act(async () => answerOld(page([1, 2], 2)));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['bill 7']);
  });
});
