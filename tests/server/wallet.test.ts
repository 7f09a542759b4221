import { harness, type Harness } from './support/harness';

/** a digital-currency deposit names its transaction hash */
const TXID = `0x${'ab'.repeat(32)}`;

let h: Harness;
beforeAll(async () => {
  // tokens outlive the day this file moves the clock (SESSION_IDLE_TIMEOUT is tested in sessions.test.ts)
  h = await harness({ sessionIdleSeconds: 2 * 86_400 });
});
afterAll(() => h.close());

const TRC = 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW';
const ERC = '0x52908400098527886E0F7030069857D2E4169EE7';

async function withTradePassword() {
  const m = await h.member();
  await h.call('addTradePassword', { password: m.password, tradePassword: '246810' }, { token: m.token });
  return m;
}

describe('wallets and cards', () => {
  it('adds wallets and cards, lists only the member’s own, masks card numbers', async () => {
    const m = await h.member();
    const other = await h.member();
    const w = await h.call('addWallet', { chain: 'TRC20', address: TRC, label: '主錢包' }, { token: m.token });
    expect(w.data).toMatchObject({ chain: 'TRC20', address: TRC, label: '主錢包' });
    expect((await h.call('addWallet', { chain: 'ERC20', address: ERC }, { token: m.token })).code).toBe(200);
    expect((await h.call('addWallet', { chain: 'ERC20', address: TRC }, { token: m.token })).code).toBe(400);
    const c = await h.call(
      'addCard',
      { kind: 'bank', bankName: '示範銀行', holder: '陳大文', number: '6222000011112222' },
      { token: m.token },
    );
    expect(c.data.numberMasked).toBe('**** 2222');
    expect(JSON.stringify(c)).not.toContain('6222000011112222');
    expect(
      (await h.call('addCard', { kind: 'hkbank', bankName: 'HSBC', holder: 'A', number: '12ab' }, { token: m.token }))
        .code,
    ).toBe(400);
    await h.call(
      'addCard',
      { kind: 'hkbank', bankName: '滙豐', holder: '陳大文', number: '0123456789' },
      { token: m.token },
    );
    const wallets = await h.call('wallets', {}, { token: m.token });
    expect(wallets.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect((await h.call('cards', { kind: 'hkbank' }, { token: m.token })).data.total).toBe(1);
    expect((await h.call('cards', {}, { token: other.token })).data.total).toBe(0);
    expect((await h.call('cards', { pageSize: 101 }, { token: m.token })).code).toBe(400);
  });
});

describe('recharges', () => {
  it('stays pending without DEMO, needs an Idempotency-Key, and filters by status and id', async () => {
    const m = await h.member();
    expect(
      (await h.call('recharge', { method: 'bankcard', amount: '100.00' }, { token: m.token, key: null })).code,
    ).toBe(400);
    const r = await h.call(
      'recharge',
      { method: 'bankcard', amount: '1234.5', reference: 'ref-1' },
      { token: m.token },
    );
    expect(r.data.status).toBe('pending');
    expect((await h.call('balance', {}, { token: m.token })).data.balance).toBe('0.00');
    const list = await h.call('recharges', { status: 'pending' }, { token: m.token });
    expect(list.data.data[0]).toMatchObject({
      id: r.data.id,
      amount: '1234.50',
      status: 'pending',
      reference: 'ref-1',
      reviewedAt: null,
      reviewNote: null,
    });
    expect((await h.call('recharges', { id: r.data.id }, { token: m.token })).data.total).toBe(1);
    expect((await h.call('recharges', { status: 'approved' }, { token: m.token })).data.total).toBe(0);
  });

  it.each([['-1'], ['0'], ['1.234'], ['abc'], ['1000000000.01'], [0.001]])('refuses the amount %s', async (amount) => {
    const m = await h.member();
    const r = await h.raw('recharge', { method: 'bankcard', amount }, { token: m.token, key: crypto.randomUUID() });
    expect(r.code).toBe(400);
    expect(Object.keys((r.data as { fields: object }).fields)).toEqual(['amount']);
  });

  it('replays the first response for the same key and body, 409 for another body', async () => {
    const m = await h.member();
    const key = crypto.randomUUID();
    const first = await h.call('recharge', { method: 'numbercard', amount: '50', reference: TXID }, { token: m.token, key });
    const again = await h.call('recharge', { method: 'numbercard', amount: '50', reference: TXID }, { token: m.token, key });
    expect(again).toEqual(first);
    expect((await h.call('recharges', {}, { token: m.token })).data.total).toBe(1);
    expect((await h.call('recharge', { method: 'numbercard', amount: '51', reference: TXID }, { token: m.token, key })).code).toBe(409);
    // keys are per member
    const other = await h.member();
    expect((await h.call('recharge', { method: 'numbercard', amount: '51', reference: TXID }, { token: other.token, key })).code).toBe(
      200,
    );
  });

  it('forgets a key after 24 hours', async () => {
    const m = await h.member();
    const key = crypto.randomUUID();
    const first = await h.call('recharge', { method: 'bankcard', amount: '10' }, { token: m.token, key });
    h.clock.advance(24 * 3600 * 1000);
    const later = await h.call('recharge', { method: 'bankcard', amount: '20' }, { token: m.token, key });
    expect(later.code).toBe(200);
    expect(later.data.id).not.toBe(first.data.id);
    expect((await h.call('recharges', {}, { token: m.token })).data.total).toBe(2);
  });
});

describe('withdrawals', () => {
  it('freezes amount + fee, lists it with its destination, and refuses bad requests', async () => {
    const m = await withTradePassword();
    await h.fund(m.id, 1000_00);
    const card = await h.call(
      'addCard',
      { kind: 'bank', bankName: '示範銀行', holder: 'A', number: '6222000011114321', tradePassword: '246810' },
      { token: m.token },
    );
    const to = { type: 'card' as const, id: card.data.id };
    const w = await h.call('withdraw', { amount: '200', to, tradePassword: '246810' }, { token: m.token });
    expect(w.data).toEqual({ id: w.data.id, key: w.data.key, amount: '200.00', fee: '1.00', status: 'pending' });
    expect((await h.call('balance', {}, { token: m.token })).data).toEqual({
      balance: '799.00',
      frozen: '201.00',
      termBalance: '0.00',
    });
    const listed = await h.call('withdraws', { id: w.data.id }, { token: m.token });
    expect(listed.data.data[0]?.to).toEqual({ type: 'card', id: card.data.id, label: '示範銀行 **** 4321' });
    const bills = await h.call('bills', { kind: 'withdraw' }, { token: m.token });
    expect(bills.data.data[0]).toMatchObject({
      amount: '-201.00',
      balanceAfter: '799.00',
      refType: 'withdrawal',
      refId: w.data.id,
    });

    expect((await h.call('withdraw', { amount: '200', to, tradePassword: '111111' }, { token: m.token })).code).toBe(
      403,
    );
    expect((await h.call('withdraw', { amount: '99.99', to, tradePassword: '246810' }, { token: m.token })).code).toBe(
      422,
    );
    expect(
      (await h.call('withdraw', { amount: '50000.01', to, tradePassword: '246810' }, { token: m.token })).code,
    ).toBe(422);
    expect((await h.call('withdraw', { amount: '799', to, tradePassword: '246810' }, { token: m.token })).code).toBe(
      422,
    );
    expect(
      (
        await h.call(
          'withdraw',
          { amount: '100', to: { type: 'wallet', id: 999 }, tradePassword: '246810' },
          { token: m.token },
        )
      ).code,
    ).toBe(404);
  });

  it('asks for a trade password first (422) and refuses another member’s card (404)', async () => {
    const plain = await h.member();
    await h.fund(plain.id, 500_00);
    const owner = await withTradePassword();
    const card = await h.call(
      'addCard',
      { kind: 'bank', bankName: 'B', holder: 'C', number: '12345678', tradePassword: '246810' },
      { token: owner.token },
    );
    const body = { amount: '100', to: { type: 'card' as const, id: card.data.id }, tradePassword: '246810' };
    expect((await h.call('withdraw', body, { token: plain.token })).code).toBe(422);
    const thief = await withTradePassword();
    await h.fund(thief.id, 500_00);
    expect((await h.call('withdraw', body, { token: thief.token })).code).toBe(404);
    expect((await h.call('withdraws', { id: 1 }, { token: thief.token })).data.total).toBe(0);
  });
});
