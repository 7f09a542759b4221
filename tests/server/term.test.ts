import { termInterestCents } from '../../contract/term';
import { formatCents } from '../../contract/money';
import { harness, type Harness } from './support/harness';
import { ledgerProblems } from './support/invariants';

let h: Harness;
beforeAll(async () => {
  // tokens outlive the 30 days this file moves the clock
  h = await harness({ tokenTtlSeconds: 365 * 86400, sessionIdleSeconds: 365 * 86400 });
});
afterAll(() => h.close());

describe('term deposits', () => {
  it('moves in and out: no interest before maturity, exact interest at maturity', async () => {
    const m = await h.member();
    await h.fund(m.id, 10_000_00);
    const products = await h.call('termProducts', {}, { token: m.token });
    const week = products.data.find((p) => p.days === 7)!;
    const month = products.data.find((p) => p.days === 30)!;

    expect((await h.call('moveIn', { productId: week.id, amount: '99.99' }, { token: m.token })).code).toBe(422);
    expect((await h.call('moveIn', { productId: 999, amount: '100' }, { token: m.token })).code).toBe(404);
    expect((await h.call('moveIn', { productId: week.id, amount: '20000' }, { token: m.token })).code).toBe(422);

    const early = await h.call('moveIn', { productId: week.id, amount: '1000' }, { token: m.token });
    const held = await h.call('moveIn', { productId: month.id, amount: '3333.33' }, { token: m.token });
    const expected = formatCents(termInterestCents(3333_33, month.annualRate, 30));
    expect(held.data).toMatchObject({ status: 'active', amount: '3333.33', interest: expected, accrued: '0.00' });
    expect((await h.call('balance', {}, { token: m.token })).data).toEqual({
      balance: '5666.67',
      frozen: '0.00',
      termBalance: '4333.33',
    });

    const out = await h.call('moveOut', { positionId: early.data.id }, { token: m.token });
    expect(out).toMatchObject({ code: 200, data: { status: 'redeemed', interest: '0.00' } });
    expect((await h.call('moveOut', { positionId: early.data.id }, { token: m.token })).code).toBe(422);

    h.clock.advance(30 * 86_400_000);
    const matured = await h.call('moveOut', { positionId: held.data.id }, { token: m.token });
    expect(matured.data).toMatchObject({ status: 'redeemed', interest: expected });
    const cents = 10_000_00 + termInterestCents(3333_33, month.annualRate, 30);
    expect((await h.call('balance', {}, { token: m.token })).data).toEqual({
      balance: formatCents(cents),
      frozen: '0.00',
      termBalance: '0.00',
    });

    const records = await h.call('moveRecords', {}, { token: m.token });
    expect(records.data.total).toBe(4);
    expect(records.data.data[0]).toMatchObject({
      direction: 'out',
      amount: '3333.33',
      interest: expected,
      positionId: held.data.id,
    });
    expect((await h.call('termPositions', { status: 'redeemed' }, { token: m.token })).data.total).toBe(2);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });

  it('reports accrued interest by whole days and refuses another member’s position', async () => {
    const m = await h.member();
    const other = await h.member();
    await h.fund(m.id, 1000_00);
    const products = await h.call('termProducts', {}, { token: m.token });
    const week = products.data.find((p) => p.days === 7)!;
    const p = await h.call('moveIn', { productId: week.id, amount: '1000' }, { token: m.token });
    h.clock.advance(3 * 86_400_000 + 5000);
    const listed = await h.call('termPositions', { id: p.data.id }, { token: m.token });
    expect(listed.data.data[0]?.accrued).toBe(formatCents(termInterestCents(1000_00, week.annualRate, 3)));
    expect((await h.call('moveOut', { positionId: p.data.id }, { token: other.token })).code).toBe(404);
    expect((await h.call('termPositions', { id: p.data.id }, { token: other.token })).data.total).toBe(0);
  });
});
