import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { RECORD_KEY, recordKeys } from '../../server/services/money/record-key';
import { harness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

/** Record ids far from small numbers, so that "the key holds no run of the id" means something. */
const FIRST_ID = 7_351_926_408;
const TABLES = ['recharges', 'withdrawals', 'orders', 'bills', 'term_positions', 'move_records'];

describe('record keys', () => {
  const keys = recordKeys(randomBytes(32));

  it('round-trip for their kind and member only, the same each time, with nothing of the id in them', () => {
    const key = keys.encode('recharge', 12, 34);
    expect(key).toMatch(RECORD_KEY);
    expect(keys.encode('recharge', 12, 34)).toBe(key);
    expect(keys.decode('recharge', 12, key)).toBe(34);
    expect(keys.decode('withdrawal', 12, key)).toBeNull();
    expect(keys.decode('recharge', 13, key)).toBeNull();
    expect(recordKeys(randomBytes(32)).decode('recharge', 12, key)).toBeNull();
    // the largest ids survive; neighbouring ids share nothing a reader could count by
    expect(
      keys.decode('order', Number.MAX_SAFE_INTEGER, keys.encode('order', Number.MAX_SAFE_INTEGER, 2 ** 53 - 1)),
    ).toBe(2 ** 53 - 1);
    const next = keys.encode('recharge', 12, 35);
    expect([...key].filter((c, i) => next[i] === c).length).toBeLessThan(8);
    for (const bad of ['', 'abc', key.slice(1), `${key}A`, `${key.slice(0, 21)}B`, 'A'.repeat(21) + '+']) {
      expect(keys.decode('recharge', 12, bad)).toBeNull();
    }
    // a forged key of the right shape names nothing (a random block matches kind and member with odds of 2^-64)
    for (let i = 0; i < 200; i++) expect(keys.decode('recharge', 12, randomBytes(16).toString('base64url'))).toBeNull();
  });

  it("address each list's records, find only the member's own of that kind, and refuse a malformed one with a 400", async () => {
    for (const table of TABLES) await h.app.db.execute(sql`select setval(${`${table}_id_seq`}, ${FIRST_ID})`);
    const m = await h.withdrawer();
    const other = await h.member();
    await h.fund(m.id, 10_000_00);
    const recharge = await h.call('recharge', { method: 'bankcard', amount: '50' }, { token: m.token });
    const to = { type: 'card' as const, id: m.cardId };
    const withdrawal = await h.call('withdraw', { amount: '200', to, tradePassword: '135790' }, { token: m.token });
    await h.tick();
    const room = await h.call('room', { id: 1 }, { token: m.token });
    const order = { roomId: 1, issueNo: room.data.period.issueNo, direction: 'up', amount: '10' } as const;
    const placed = await h.call('order', order, { token: m.token });
    const product = (await h.call('termProducts', {}, { token: m.token })).data[0]!;
    const position = await h.call('moveIn', { productId: product.id, amount: product.minAmount }, { token: m.token });
    expect(recharge.data.id).toBeGreaterThan(FIRST_ID);

    // what the money calls answer names the record by the key its list gives it
    expect(recharge.data.key).toMatch(RECORD_KEY);
    expect(withdrawal.data.key).toMatch(RECORD_KEY);
    const lists = ['recharges', 'withdraws', 'orders', 'bills', 'termPositions', 'moveRecords'] as const;
    const answers = Object.fromEntries(
      await Promise.all(lists.map(async (list) => [list, (await h.call(list, {}, { token: m.token })).data.data])),
    ) as { [L in (typeof lists)[number]]: Array<{ id: number; key: string }> };
    expect(answers.recharges[0]?.key).toBe(recharge.data.key);
    expect(answers.withdraws[0]?.key).toBe(withdrawal.data.key);
    expect(answers.orders[0]?.key).toBe(placed.data.key);
    expect(answers.termPositions[0]?.key).toBe(position.data.key);
    const [orderBill] = (await h.call('bills', { kind: 'order' }, { token: m.token })).data.data;
    expect(orderBill?.sourceKey).toBe(placed.data.key);

    for (const list of lists) {
      const items = answers[list];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.key).toMatch(RECORD_KEY);
        expect(item.key).not.toContain(String(item.id).slice(-4));
        // the key finds that record, and only for this member
        const found = await h.call(list, { key: item.key }, { token: m.token });
        expect(found.data.data.map((r) => r.id)).toEqual([item.id]);
        const theirs = await h.call(list, { key: item.key }, { token: other.token });
        expect({ list, status: theirs.status, total: theirs.data.total }).toEqual({ list, status: 200, total: 0 });
      }
      // a key of another list's kind, or a forged one, finds nothing
      const foreign = answers[list === 'recharges' ? 'withdraws' : 'recharges'][0]!.key;
      const forged = randomBytes(16).toString('base64url');
      for (const key of [foreign, forged]) {
        const none = await h.call(list, { key }, { token: m.token });
        expect({ list, status: none.status, total: none.data.total }).toEqual({ list, status: 200, total: 0 });
      }
      for (const key of ['abc', `${foreign}A`, `${foreign.slice(0, 21)}B`, '!'.repeat(22)]) {
        const refused = await h.raw(list, { key }, { token: m.token });
        expect({ list, code: refused.code, fields: refused.data }).toEqual({
          list,
          code: 400,
          fields: { fields: { key: expect.any(String) } },
        });
        expect(refused.status).toBeLessThan(500);
      }
    }

    // no answer of a list names a record by its id anywhere but its own `id` (and a bill's refId)
    for (const list of lists) {
      for (const item of answers[list]) {
        const { id: _id, refId: _refId, positionId: _positionId, ...rest } = item as Record<string, unknown>;
        expect(JSON.stringify(rest)).not.toMatch(new RegExp(String(FIRST_ID).slice(0, 6)));
      }
    }

    // every instance sharing the secret reads the same keys
    await h.restart();
    const again = await h.call('recharges', { key: recharge.data.key }, { token: m.token });
    expect(again.data.data[0]?.id).toBe(recharge.data.id);
  });
});
