import type { CallName } from '../../contract/calls';
import { harness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

type Bill = { id: number; amount: string };

/** A member whose ledger holds `n` bills of 1.00, 2.00, … (oldest first). */
async function ledgerOf(n: number) {
  const m = await h.member();
  for (let i = 1; i <= n; i++) await h.fund(m.id, i * 100);
  return m;
}

describe('keyset paging (`before`: the last id the client has)', () => {
  it('a bill that arrives mid-scroll neither repeats a row nor hides one', async () => {
    const m = await ledgerOf(7);
    const page = async (body: { before?: number }) => {
      const answer = await h.call('bills', { ...body, pageSize: 3 }, { token: m.token });
      expect(answer.code).toBe(200);
      return answer.data.data as Bill[];
    };
    const first = await page({});
    expect(first.map((b) => b.amount)).toEqual(['7.00', '6.00', '5.00']);
    await h.fund(m.id, 800); // arrives while the member scrolls
    const second = await page({ before: first.at(-1)!.id });
    const last = await page({ before: second.at(-1)!.id });
    const seen = [...first, ...second, ...last].map((b) => b.amount);
    expect(seen).toEqual(['7.00', '6.00', '5.00', '4.00', '3.00', '2.00', '1.00']);
    expect(await page({ before: last.at(-1)!.id })).toEqual([]);
    // the same scroll by offset repeats the row the new bill pushed down: what `before` is for
    const byOffset = await h.call('bills', { page: 2, pageSize: 3 }, { token: m.token });
    expect((byOffset.data.data as Bill[])[0]!.amount).toBe('5.00');
  });

  it('counts the whole list in `total`, and takes `before` over `page`', async () => {
    const m = await ledgerOf(5);
    const all = (await h.call('bills', {}, { token: m.token })).data.data as Bill[];
    const answer = await h.call('bills', { before: all[1]!.id, page: 9, pageSize: 2 }, { token: m.token });
    expect(answer.data.total).toBe(5);
    expect((answer.data.data as Bill[]).map((b) => b.id)).toEqual([all[2]!.id, all[3]!.id]);
  });

  it('never shows another member’s rows past the cursor', async () => {
    const mine = await ledgerOf(2);
    const other = await ledgerOf(3);
    const theirs = (await h.call('bills', {}, { token: other.token })).data.data as Bill[];
    const answer = await h.call('bills', { before: theirs[0]!.id + 1 }, { token: mine.token });
    expect((answer.data.data as Bill[]).map((b) => b.amount)).toEqual(['2.00', '1.00']);
  });

  const lists: CallName[] = ['bills', 'recharges', 'withdraws', 'orders', 'termPositions', 'moveRecords'];
  it.each(lists)('%s takes `before`', async (call) => {
    const m = await h.member();
    const answer = await h.raw(call, { before: 1 }, { token: m.token });
    expect(answer).toMatchObject({ status: 200, code: 200, data: { data: [] } });
  });

  it.each([[0], [-1], [1.5], ['12'], [null], [2 ** 53], [{}]])('refuses `before` %j with a 400', async (before) => {
    const m = await h.member();
    const answer = await h.raw('bills', { before }, { token: m.token });
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(400);
    expect(answer.msg).not.toBe('');
  });
});
