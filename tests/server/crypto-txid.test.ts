import { harness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const TXID = 'a1'.repeat(32);

describe('a digital-currency deposit', () => {
  it('names its transaction hash, as its instructions ask: without one, or with a malformed one, 400 in words', async () => {
    const m = await h.member();
    const missing = await h.call('recharge', { method: 'numbercard', amount: '50' }, { token: m.token, lang: 'en' });
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('transaction hash (TxID)');
    const malformed = await h.call(
      'recharge',
      { method: 'numbercard', amount: '50', reference: 'paid yesterday' },
      { token: m.token, lang: 'zh-Hant' },
    );
    expect(malformed.code).toBe(400);
    expect(malformed.msg).toContain('交易哈希（TxID）');

    expect(
      (await h.call('recharge', { method: 'numbercard', amount: '50', reference: TXID }, { token: m.token })).code,
    ).toBe(200);
    const ethereum = { method: 'numbercard' as const, amount: '50', reference: `0x${TXID}` };
    expect((await h.call('recharge', ethereum, { token: m.token })).code).toBe(200);
  });

  it('by bank needs no reference: it stays optional there', async () => {
    const m = await h.member();
    expect((await h.call('recharge', { method: 'bankcard', amount: '50' }, { token: m.token })).code).toBe(200);
  });
});
