import { harness, type Harness } from './support/harness';
import { adminCall, signedInOperator } from './support/operators';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness();
  token = (await signedInOperator(h, 'reviewer')).token;
});
afterAll(() => h.close());

describe('the console’s member list and member page', () => {
  it('finds members by the start of their account, in account order, a bounded page at a time', async () => {
    for (const account of ['alice_2', 'alice_1', 'alice_10', 'alicia', 'bob_alice']) await h.member(account);
    const found = await adminCall(h, 'members', { prefix: 'alice', pageSize: 2 }, token);
    expect(found.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(found.data.data.map((m: { account: string }) => m.account)).toEqual(['alice_1', 'alice_10']);
    const next = await adminCall(h, 'members', { prefix: 'alice', pageSize: 2, page: 2 }, token);
    expect(next.data.data.map((m: { account: string }) => m.account)).toEqual(['alice_2']);
    // "_" is a letter of an account, not LIKE's wildcard
    expect((await adminCall(h, 'members', { prefix: 'alice_' }, token)).data.total).toBe(3);
    expect((await adminCall(h, 'members', { prefix: 'ALI' }, token)).data.total).toBe(4);
    expect((await adminCall(h, 'members', { prefix: 'a%' }, token)).code).toBe(400);
    expect((await adminCall(h, 'members', { pageSize: 101 }, token)).code).toBe(400);
  });

  it('lists a member’s cards, wallets, recharges, withdrawals and orders as the member sees them', async () => {
    const m = await h.member('records_me');
    await h.call(
      'addCard',
      { kind: 'bank', bankName: 'HSBC', holder: 'Mei', number: '4000123412341234' },
      { token: m.token },
    );
    await h.call('addWallet', { chain: 'TRC20', address: 'T'.padEnd(34, 'x') }, { token: m.token });
    await h.call('recharge', { method: 'hkbankcard', amount: '300' }, { token: m.token });
    const records = (records: string) => adminCall(h, 'memberRecords', { account: 'records_me', records }, token);
    expect((await records('cards')).data.data).toMatchObject([
      { bankName: 'HSBC', numberMasked: expect.stringMatching(/1234$/) },
    ]);
    expect((await records('wallets')).data.total).toBe(1);
    expect((await records('recharges')).data.data).toMatchObject([{ amount: '300.00', status: 'pending' }]);
    expect((await records('withdrawals')).data).toMatchObject({ total: 0, data: [] });
    expect((await records('orders')).data).toMatchObject({ total: 0, data: [] });
    expect((await adminCall(h, 'memberRecords', { account: 'nobody_here', records: 'cards' }, token)).code).toBe(404);
    expect((await adminCall(h, 'memberRecords', { account: 'records_me', records: 'bills' }, token)).code).toBe(400);
  });
});
