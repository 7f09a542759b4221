import { reviewWithdrawal } from '../../server/services/money/reviews';
import { auditLog } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from './support/harness';
import { ledgerProblems } from './support/invariants';

let h: Harness;
beforeAll(async () => {
  // a member per case: more than one address's default registrations an hour
  h = await harness({ registersPerIp: 100 });
});
afterAll(() => h.close());

const TRC = 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW';
const ERC = '0x52908400098527886E0F7030069857D2E4169EE7';
const card = (number: string, holder = '陳大文') => ({ kind: 'bank' as const, bankName: '示範銀行', holder, number });
const operator = { operatorId: null, account: 'command', address: 'local' };

describe('payout accounts', () => {
  it('refuses the same card number or wallet address twice for one member, not for another', async () => {
    const m = await h.member();
    const other = await h.member();
    expect((await h.call('addCard', card('6222000011112222'), { token: m.token })).code).toBe(200);
    const again = await h.call(
      'addCard',
      { ...card('6222000011112222'), kind: 'hkbank' },
      { token: m.token, lang: 'en' },
    );
    expect(again).toMatchObject({ code: 409, msg: 'This card number or address is already saved' });
    expect((await h.call('addCard', card('6222000011112222'), { token: other.token })).code).toBe(200);
    expect((await h.call('addWallet', { chain: 'ERC20', address: ERC }, { token: m.token })).code).toBe(200);
    const lower = await h.call('addWallet', { chain: 'ERC20', address: ERC.toLowerCase() }, { token: m.token });
    expect(lower.code).toBe(409);
    const twice = await Promise.all(
      [1, 2].map(() => h.call('addWallet', { chain: 'TRC20', address: TRC }, { token: m.token })),
    );
    expect(twice.map((r) => r.code).sort()).toEqual([200, 409]);
  });

  it.each(['陳大文', 'Jean-Luc O’Neil', 'Mary J. Blige', '阿卜杜拉·買買提', 'محمد', 'José'])(
    'takes the name %s',
    async (holder) => {
      const m = await h.member();
      expect((await h.call('addCard', card('62220000111199', holder), { token: m.token })).code).toBe(200);
    },
  );

  it.each(['😀😀', 'Bob!', '陳大文🙂', '<b>', '12345', '$$'])(
    'refuses the holder name %s in every language',
    async (holder) => {
      const m = await h.member();
      for (const [lang, text] of [
        ['en', /only have letters/],
        ['zh-CN', /只能包含文字/],
        ['zh-TW', /只能包含文字/],
      ] as const) {
        const r = await h.call('addCard', card('62220000111199', holder), { token: m.token, lang });
        expect(r).toMatchObject({ code: 400, data: { fields: { holder: expect.stringMatching(text) } } });
      }
    },
  );

  it('renames, makes one default per kind, and deletes only the member’s own', async () => {
    const m = await h.member();
    const other = await h.member();
    const a = (await h.call('addCard', card('11112222333344'), { token: m.token })).data;
    const b = (await h.call('addCard', card('11112222333355'), { token: m.token })).data;
    const w = (await h.call('addWallet', { chain: 'TRC20', address: TRC }, { token: m.token })).data;
    expect(a).toMatchObject({ label: '', isDefault: false });
    expect(
      (await h.call('updatePayAccount', { type: 'card', id: a.id, label: '薪水卡' }, { token: m.token })).code,
    ).toBe(200);
    await h.call('updatePayAccount', { type: 'card', id: a.id, isDefault: true }, { token: m.token });
    await h.call('updatePayAccount', { type: 'wallet', id: w.id, isDefault: true }, { token: m.token });
    await h.call('updatePayAccount', { type: 'card', id: b.id, isDefault: true }, { token: m.token });
    const cards = (await h.call('cards', {}, { token: m.token })).data.data;
    expect(cards.map((c) => [c.id, c.label, c.isDefault])).toEqual(
      expect.arrayContaining([
        [a.id, '薪水卡', false],
        [b.id, '', true],
      ]),
    );
    expect((await h.call('wallets', {}, { token: m.token })).data.data[0]?.isDefault).toBe(true);
    expect((await h.call('updatePayAccount', { type: 'card', id: a.id }, { token: m.token })).code).toBe(400);
    expect(
      (await h.call('updatePayAccount', { type: 'card', id: a.id, label: 'x' }, { token: other.token })).code,
    ).toBe(404);
    expect((await h.call('deletePayAccount', { type: 'card', id: a.id }, { token: other.token })).code).toBe(404);
    expect((await h.call('deletePayAccount', { type: 'card', id: a.id }, { token: m.token })).code).toBe(200);
    expect((await h.call('cards', {}, { token: m.token })).data.total).toBe(1);
    expect((await h.call('deletePayAccount', { type: 'card', id: a.id }, { token: m.token })).code).toBe(404);
  });

  it('keeps an account while a withdrawal to it is pending, lets it go once decided', async () => {
    const m = await h.withdrawer();
    await h.fund(m.id, 1000_00);
    const to = { type: 'card' as const, id: m.cardId };
    const w = await h.call('withdraw', { amount: '200', to, tradePassword: '135790' }, { token: m.token });
    const refused = await h.call('deletePayAccount', to, { token: m.token, lang: 'zh-TW' });
    expect(refused).toMatchObject({ code: 409, msg: '有出金正在審核中，暫時不能刪除此帳戶' });
    await h.app.db.transaction((tx) =>
      reviewWithdrawal(tx, w.data.id, { decision: 'approve', actor: operator }, new Date()),
    );
    await h.heard();
    expect((await h.call('deletePayAccount', to, { token: m.token })).code).toBe(200);
    const listed = await h.call('withdraws', { id: w.data.id }, { token: m.token });
    expect(listed.data.data[0]?.to.label).toBe('B **** 1133');
  });
});

describe('cancelling a pending withdrawal', () => {
  async function pending() {
    const m = await h.withdrawer();
    await h.fund(m.id, 1000_00);
    const w = await h.call(
      'withdraw',
      { amount: '200', to: { type: 'card', id: m.cardId }, tradePassword: '135790' },
      { token: m.token },
    );
    return { ...m, withdrawalId: w.data.id };
  }
  const balance = async (token: string) => (await h.call('balance', {}, { token })).data;

  it('returns amount + fee with a bill, once, audited; a retry and a second cancel move nothing', async () => {
    const m = await pending();
    expect(await balance(m.token)).toMatchObject({ balance: '799.00', frozen: '201.00' });
    const key = crypto.randomUUID();
    const first = await h.call('cancelWithdraw', { id: m.withdrawalId }, { token: m.token, key });
    expect(first.data).toMatchObject({ id: m.withdrawalId, status: 'cancelled', amount: '200.00', fee: '1.00' });
    expect(await h.call('cancelWithdraw', { id: m.withdrawalId }, { token: m.token, key })).toEqual(first);
    expect((await h.call('cancelWithdraw', { id: m.withdrawalId }, { token: m.token })).data.status).toBe('cancelled');
    expect(await balance(m.token)).toMatchObject({ balance: '1000.00', frozen: '0.00' });
    const refunds = await h.call('bills', { kind: 'withdraw_refund' }, { token: m.token });
    expect(refunds.data.data).toEqual([
      expect.objectContaining({ amount: '201.00', balanceAfter: '1000.00', refId: m.withdrawalId }),
    ]);
    const audits = await h.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `withdraw #${m.withdrawalId}`));
    expect(audits.map((a) => a.action)).toEqual(['withdraw.cancel']);
    expect((await h.call('withdraws', { status: 'cancelled' }, { token: m.token })).data.total).toBe(1);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });

  it('refuses once an operator decided, and another member’s withdrawal', async () => {
    const m = await pending();
    const thief = await h.member();
    expect((await h.call('cancelWithdraw', { id: m.withdrawalId }, { token: thief.token })).code).toBe(404);
    await h.app.db.transaction((tx) =>
      reviewWithdrawal(tx, m.withdrawalId, { decision: 'reject', reason: 'x', actor: operator }, new Date()),
    );
    await h.heard();
    const late = await h.call('cancelWithdraw', { id: m.withdrawalId }, { token: m.token, lang: 'en' });
    expect(late).toMatchObject({ code: 409, msg: expect.stringMatching(/can no longer be cancelled/) });
    expect(await balance(m.token)).toMatchObject({ balance: '1000.00', frozen: '0.00' });
  });

  it('races an operator’s approval: exactly one wins and the money moves once', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await pending();
      const [cancel, approvedFor] = await Promise.all([
        h.call('cancelWithdraw', { id: m.withdrawalId }, { token: m.token }),
        h.app.db.transaction((tx) =>
          reviewWithdrawal(tx, m.withdrawalId, { decision: 'approve', actor: operator }, new Date()),
        ),
      ]);
      await h.heard();
      const approved = approvedFor !== undefined;
      expect([cancel.code === 200, approved]).toContain(true);
      expect(cancel.code === 200).toBe(!approved);
      expect((await balance(m.token)).frozen).toBe('0.00');
      expect((await balance(m.token)).balance).toBe(approved ? '799.00' : '1000.00');
    }
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });
});
