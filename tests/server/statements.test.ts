import { eq } from 'drizzle-orm';
import { Code } from '../../contract/envelope';
import type { BillKind } from '../../contract/wallet';
import { bills, members, withdrawals } from '../../server/db/schema';
import { moveMoney } from '../../server/services/money/ledger';
import { harness, type Harness } from './support/harness';
import { adminCall, signedInOperator } from './support/operators';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const TAIPEI = 'Asia/Taipei';
const monthOf = (at: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(at);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
};

async function move(memberId: number, at: string, kind: BillKind, cents: number) {
  h.clock.set(Date.parse(at));
  await h.app.db.transaction((tx) =>
    moveMoney(tx, memberId, { balance: cents, kind, refType: 'test', refId: null }, new Date(h.clock.now())),
  );
}

it("reconciles each of the last 12 months with the ledger, in the member's time zone", async () => {
  const start = h.clock.now();
  const m = await h.withdrawer();
  const token = { token: m.token };
  await move(m.id, '2025-10-20T02:00:00Z', 'adjust', 500_00); // before the 12 months: the first opening
  await move(m.id, '2026-01-31T17:00:00Z', 'recharge', 1000_00); // 1 February, 01:00 in Taipei
  await move(m.id, '2026-03-10T02:00:00Z', 'order', -100_00);
  await move(m.id, '2026-03-10T02:01:00Z', 'payout', 185_00);
  await move(m.id, '2026-03-11T02:00:00Z', 'order', -50_00);
  await move(m.id, '2026-03-11T02:01:00Z', 'order_refund', 50_00);

  // May: a withdrawal paid out (its 1.00 fee is a fee), one rejected (its fee is not)
  h.clock.set(Date.parse('2026-05-05T02:00:00Z'));
  const to = { type: 'card' as const, id: m.cardId };
  const paid = await h.call('withdraw', { amount: '200', to, tradePassword: '135790' }, token);
  await h.app.db.update(withdrawals).set({ status: 'approved' }).where(eq(withdrawals.id, paid.data.id));
  const rejected = await h.call('withdraw', { amount: '100', to, tradePassword: '135790' }, token);
  await h.app.db.update(withdrawals).set({ status: 'rejected' }).where(eq(withdrawals.id, rejected.data.id));
  await move(m.id, '2026-05-06T02:00:00Z', 'withdraw_refund', 100_50);

  // July: a week's term deposit in and out at maturity, with its interest
  h.clock.set(Date.parse('2026-07-01T02:00:00Z'));
  const week = (await h.call('termProducts', {}, token)).data.find((p) => p.days === 7)!;
  const position = await h.call('moveIn', { productId: week.id, amount: '500' }, token);
  h.clock.set(Date.parse('2026-07-09T02:00:00Z'));
  const out = await h.call('moveOut', { positionId: position.data.id }, token);
  expect(out.data.interest).not.toBe('0.00');

  h.clock.set(start);
  const answer = await h.call('statements', { timeZone: TAIPEI }, token);
  expect(answer.code).toBe(200);
  const { data } = answer;
  expect(data.timeZone).toBe(TAIPEI);
  expect(data.months.map((month) => month.month)).toEqual([
    '2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06',
    '2026-05', '2026-04', '2026-03', '2026-02', '2026-01', '2025-12',
  ]); // prettier-ignore
  const byMonth = new Map(data.months.map((month) => [month.month, month]));
  expect(byMonth.get('2025-12')!.opening).toBe('500.00');
  expect(byMonth.get('2026-01')!.recharges).toBe('0.00');
  expect(byMonth.get('2026-02')).toMatchObject({ recharges: '1000.00', opening: '500.00', closing: '1500.00' });
  expect(byMonth.get('2026-03')).toMatchObject({
    stakes: '-150.00',
    payouts: '185.00',
    refunds: '50.00',
    netResult: '85.00',
    closing: '1585.00',
  });
  expect(byMonth.get('2026-05')).toMatchObject({ withdrawals: '-201.00', fees: '-1.00', closing: '1384.00' });
  expect(byMonth.get('2026-07')).toMatchObject({
    toTerm: '-500.00',
    fromTerm: (500 + Number(out.data.interest)).toFixed(2),
    termInterest: out.data.interest,
    netResult: out.data.interest,
  });

  // every month against the ledger itself: its bills sum to closing − opening, its last bill's balance is the closing
  const ledger = await h.app.db.select().from(bills).where(eq(bills.memberId, m.id)).orderBy(bills.id);
  const cents = (money: string) => Math.round(Number(money) * 100);
  for (const month of data.months) {
    const inMonth = ledger.filter((bill) => monthOf(bill.createdAt, TAIPEI) === month.month);
    expect(inMonth.reduce((sum, bill) => sum + bill.amount, 0)).toBe(cents(month.closing) - cents(month.opening));
    if (inMonth.length > 0) expect(cents(month.closing)).toBe(inMonth.at(-1)!.balanceAfter);
  }
  for (let i = 0; i + 1 < data.months.length; i++) expect(data.months[i]!.opening).toBe(data.months[i + 1]!.closing);
  const balance = await h.call('balance', {}, token);
  expect(data.months[0]!.closing).toBe(balance.data.balance);

  // the console shows the member the same statement
  const [row] = await h.app.db.select({ account: members.account }).from(members).where(eq(members.id, m.id));
  const admin = await signedInOperator(h, 'admin');
  const shown = await adminCall(h, 'memberStatements', { account: row!.account, timeZone: TAIPEI }, admin.token);
  expect(shown.data).toEqual(data);
  expect((await adminCall(h, 'memberStatements', { account: 'nobody_here' }, admin.token)).code).toBe(404);

  // in UTC the recharge falls in January
  const utc = await h.call('statements', {}, token);
  expect(utc.data.timeZone).toBe('UTC');
  expect(utc.data.months.find((month) => month.month === '2026-01')!.recharges).toBe('1000.00');
});

it('refuses a time zone that does not exist in the member language, and needs a token', async () => {
  const m = await h.member();
  const bad = await h.call('statements', { timeZone: 'Mars/Olympus' }, { token: m.token, lang: 'en' });
  expect(bad.code).toBe(400);
  expect(bad.msg).toBe('Invalid input');
  expect((await h.call('statements', {})).code).toBe(Code.tokenInvalid);
});
