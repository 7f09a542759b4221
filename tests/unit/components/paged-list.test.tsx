import { act, fireEvent, render, screen } from '@testing-library/react';
import { PagedList } from '../../../src/components/paged-list';
import type { ListFilters } from '../../../src/lib/query/use-call';
import { i18next } from '../../../src/lib/i18n/i18n';
import { tokenAtom } from '../../../src/lib/state/app.atoms';
import { appStore } from '../../../src/lib/store';
import { billItem, fail, fakeApi, ok, resetStore, type Envelope } from '../support/fake-api';

const page = (ids: number[], total: number) => ok({ data: ids.map(billItem), total, page: 1, pageSize: 20 });

/** The bills call answers these envelopes in turn; `sent` is what the list asked. */
function bills(...answers: (Envelope | Promise<Envelope>)[]) {
  return fakeApi({ bills: () => answers.shift() ?? fail(500, 'no answer left') });
}

async function renderList(filters: ListFilters<'bills'> = {}) {
  await act(async () => {
    render(
      <PagedList
        call="bills"
        filters={filters}
        itemKey={(item) => item.id}
        renderItem={(item) => <span>{item.memo}</span>}
        emptyText="還沒有帳變"
      />,
    );
  });
}

describe('PagedList', () => {
  // the bills are a member's: the data layer asks them only with a token
  beforeEach(() => appStore.set(tokenAtom, 'tok'));
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStore();
  });

  it('loads the first page with the filters and shows its items', async () => {
    const sent = bills(page([1, 2], 2));
    await renderList({ kind: 'recharge' });
    expect(sent.map(({ call, body }) => ({ call, body }))).toEqual([
      { call: 'bills', body: { kind: 'recharge', pageSize: 20 } },
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['bill 1', 'bill 2']);
    expect(screen.getByText('沒有更多了')).toBeTruthy();
  });

  it('says so when the list is empty', async () => {
    bills(page([], 0));
    await renderList();
    expect(screen.getByText('還沒有帳變')).toBeTruthy();
  });

  it('shows a failure it does not retry by itself, with a retry button that loads again', async () => {
    bills(fail(429, 'busy'), page([3], 1));
    await renderList();
    expect(screen.getByRole('alert').textContent).toContain('載入失敗');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重試' }));
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['bill 3']);
  });

  it('loads its rows again, from the first page, when the member switches the language', async () => {
    const sent = bills(page([1, 2], 2), page([3], 1), page([4], 1));
    await renderList();
    try {
      await act(() => i18next.changeLanguage('en'));
      expect(sent).toHaveLength(2);
      expect(sent[1]?.body).toEqual({ pageSize: 20 });
      expect(sent[1]?.headers.get('Accept-Language')).toBe('en');
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['bill 3']);
    } finally {
      await act(() => i18next.changeLanguage('zh-Hant'));
    }
  });

  it('shows the newest filter’s rows when the reply for an earlier filter arrives last, and aborts that request', async () => {
    let answerOld: (value: Envelope) => void = () => {};
    const sent = bills(new Promise<Envelope>((resolve) => (answerOld = resolve)), page([7], 1));
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
    const oldSignal = sent[0]!.signal!;

    await act(async () => view.rerender(list('withdraw')));
    expect(oldSignal.aborted).toBe(true);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['bill 7']);

    await act(async () => answerOld(page([1, 2], 2)));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['bill 7']);
  });
});
