import { randomUUID } from 'node:crypto';
import { inProgressSchema } from '../../contract/envelope';
import { formatCents } from '../../contract/money';
import { withdrawFeeCents } from '../../contract/wallet';
import { harness, type Harness } from './support/harness';
import { ledgerProblems } from './support/invariants';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const PARALLEL = 200;

describe('200 parallel money calls against one balance', () => {
  it('withdrawals: exactly the affordable number succeed, nothing overdraws', { timeout: 120_000 }, async () => {
    const m = await h.withdrawer();
    const start = 10_000_00;
    await h.fund(m.id, start);
    const each = 100_00 + withdrawFeeCents(100_00, '0.005');
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        h.call(
          'withdraw',
          { amount: '100', to: { type: 'card', id: m.cardId }, tradePassword: '135790' },
          { token: m.token },
        ),
      ),
    );
    const ok = results.filter((r) => r.code === 200).length;
    const affordable = Math.floor(start / each);
    expect(ok).toBe(affordable);
    expect(results.filter((r) => r.code === 422)).toHaveLength(PARALLEL - affordable);
    const balance = await h.call('balance', {}, { token: m.token });
    expect(balance.data).toEqual({
      balance: formatCents(start - ok * each),
      frozen: formatCents(ok * each),
      termBalance: '0.00',
    });
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });

  it('orders: exactly the affordable number succeed, nothing overdraws', async () => {
    const m = await h.member();
    await h.fund(m.id, 1000_00);
    const room = await h.call('room', { id: 2 }, { token: m.token });
    const issueNo = room.data.period.issueNo;
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        h.call('order', { roomId: 2, issueNo, direction: 'up', amount: '10' }, { token: m.token }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(100);
    expect(results.filter((r) => r.code === 422)).toHaveLength(100);
    expect((await h.call('balance', {}, { token: m.token })).data.balance).toBe('0.00');
    expect((await h.call('room', { id: 2 }, { token: m.token })).data.tradeCount).toBe(100);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });

  it('withdrawals and orders of one member at once: no deadlock, nothing overdraws', async () => {
    const m = await h.withdrawer();
    const each = 100_00 + withdrawFeeCents(100_00, '0.005');
    // 20 withdrawals or 20 orders of 100.00 would each spend it all: 40 sent, interleaved
    const start = 20 * each;
    await h.fund(m.id, start);
    const { issueNo } = (await h.call('room', { id: 2 }, { token: m.token })).data.period;
    const withdrawal = { amount: '100', to: { type: 'card' as const, id: m.cardId }, tradePassword: '135790' };
    const order = { roomId: 2, issueNo, direction: 'up' as const, amount: '100' };
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 ? h.call('withdraw', withdrawal, { token: m.token }) : h.call('order', order, { token: m.token }),
      ),
    );
    expect(results.filter((r) => r.code !== 200 && r.code !== 422)).toEqual([]);
    const withdrawn = results.filter((r, i) => i % 2 === 1 && r.code === 200).length;
    const ordered = results.filter((r, i) => i % 2 === 0 && r.code === 200).length;
    const left = start - withdrawn * each - ordered * 100_00;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThan(each);
    const balance = await h.call('balance', {}, { token: m.token });
    expect(balance.data).toMatchObject({ balance: formatCents(left), frozen: formatCents(withdrawn * each) });
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });

  it('the same Idempotency-Key sent 20 times at once moves money once', async () => {
    const m = await h.member();
    await h.fund(m.id, 100_00);
    const room = await h.call('room', { id: 2 }, { token: m.token });
    const key = crypto.randomUUID();
    const body = { roomId: 2, issueNo: room.data.period.issueNo, direction: 'down' as const, amount: '10' };
    const results = await Promise.all(Array.from({ length: 20 }, () => h.call('order', body, { token: m.token, key })));
    expect(results.every((r) => r.code === 200)).toBe(true);
    expect(new Set(results.map((r) => (r.data as { id: number }).id)).size).toBe(1);
    expect((await h.call('balance', {}, { token: m.token })).data.balance).toBe('90.00');
  });
});

describe('one Idempotency-Key sent several times at once', () => {
  it('at the balance edge: every answer is the first one or "in progress", never "insufficient"', async () => {
    const m = await h.withdrawer();
    const each = 100_00 + withdrawFeeCents(100_00, '0.005');
    await h.fund(m.id, each);
    const key = randomUUID();
    const body = { amount: '100', to: { type: 'card' as const, id: m.cardId }, tradePassword: '135790' };
    const send = () => h.call('withdraw', body, { token: m.token, key });
    const answers = await Promise.all([send(), send(), send(), send()]);
    for (const answer of answers) {
      if (answer.code === 409) expect(inProgressSchema.parse(answer.data).retryAfter).toBeGreaterThan(0);
      else expect(answer.code).toBe(200);
    }
    const first = answers.find((a) => a.code === 200);
    expect(first).toBeDefined();
    // what a client does with "in progress": the same key again, which now replays the first answer
    const replays = await Promise.all(answers.map(() => send()));
    for (const replay of replays) expect(replay).toEqual(first);
    const balance = await h.call('balance', {}, { token: m.token });
    expect(balance.data).toMatchObject({ balance: '0.00', frozen: formatCents(each) });
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });
});
