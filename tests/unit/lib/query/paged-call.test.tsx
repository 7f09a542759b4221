import { act, fireEvent, render, screen } from '@testing-library/react';
import { usePagedCall } from '../../../../src/lib/query/use-paged-call';
import { tokenAtom } from '../../../../src/lib/state/app.atoms';
import { appStore } from '../../../../src/lib/store';
import { billItem, fakeApi, ok, resetStore } from '../../support/fake-api';

/** The server's ledger, newest first, answering `bills` as server/routes/page-of.ts does (keyset or offset). */
function ledger(count: number) {
  const ids = Array.from({ length: count }, (_, i) => count - i);
  const sent = fakeApi({
    bills: (body) => {
      const pageSize = (body.pageSize as number | undefined) ?? 20;
      const before = body.before as number | undefined;
      const after = before === undefined ? ids : ids.filter((id) => id < before);
      const skip = before === undefined ? (((body.page as number | undefined) ?? 1) - 1) * pageSize : 0;
      const data = after.slice(skip, skip + pageSize).map(billItem);
      return ok({ data, total: ids.length, page: (body.page as number | undefined) ?? 1, pageSize });
    },
  });
  return { sent, arrive: (id: number) => ids.unshift(id) };
}

function Ledger() {
  const list = usePagedCall('bills', {});
  return (
    <>
      <p data-testid="ids">{list.data?.items.map((item) => item.id).join(',')}</p>
      <button type="button" onClick={() => void list.fetchMore()}>
        more
      </button>
      <p>{list.hasMore ? 'has more' : 'no more'}</p>
    </>
  );
}

const shown = () => screen.getByTestId('ids').textContent!.split(',').map(Number);
const more = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'more' })));

describe('usePagedCall', () => {
  beforeEach(() => appStore.set(tokenAtom, 'tok'));
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStore();
  });

  it('asks for the next page by the last id it has', async () => {
    const { sent } = ledger(45);
    await act(async () => void render(<Ledger />));
    await more();
    await more();
    expect(sent.filter((s) => s.call === 'bills').map((s) => s.body)).toEqual([
      { pageSize: 20 },
      { pageSize: 20, before: 26 },
      { pageSize: 20, before: 6 },
    ]);
    expect(shown()).toEqual(Array.from({ length: 45 }, (_, i) => 45 - i));
    expect(screen.getByText('no more')).toBeTruthy();
  });

  it('keeps the pages a member has loaded when it reads again on focus, with no row repeated or lost', async () => {
    const { sent, arrive } = ledger(150);
    await act(async () => void render(<Ledger />));
    for (let i = 0; i < 4; i++) await more();
    expect(shown()).toHaveLength(100);

    arrive(151);
    await act(async () => void window.dispatchEvent(new Event('focus')));
    // the rows loaded, read again from the top: the new bill first, the five pages still there
    expect(sent.at(-1)?.body).toEqual({ pageSize: 100 });
    expect(shown()).toEqual(Array.from({ length: 100 }, (_, i) => 151 - i));

    await more();
    await more();
    await more();
    expect(shown()).toEqual(Array.from({ length: 151 }, (_, i) => 151 - i));
    expect(screen.getByText('no more')).toBeTruthy();
  });
});
