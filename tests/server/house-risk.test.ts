import { eq, sql } from 'drizzle-orm';
import type { Dashboard } from '../../contract/dashboard';
import type { RoomRisk } from '../../contract/house-risk';
import { rooms } from '../../server/db/schema';
import { rowsOf } from '../../server/db/rows';
import { exposureOf } from '../../server/services/trading/house-risk';
import { harness, type Harness } from './support/harness';
import { adminCall, signedInOperator, type SignedInOperator } from './support/operators';

/**
 * The house's bounds per room (issue 43 §3): a member's total stake in one period, and the house's exposure
 * in one period (the winners' winnings net of the other side's stakes). Room 1 pays 0.85.
 */
const env = {} as { h: Harness; admin: SignedInOperator };
beforeAll(async () => {
  // sixty members from one address
  env.h = await harness({ registersPerIp: 1000 });
  env.admin = await signedInOperator(env.h, 'admin');
});
afterAll(() => env.h.close());

async function openPeriod() {
  const { h } = env;
  h.clock.set(h.clock.now() + 60_000 - (h.clock.now() % 60_000) + 2000);
  await h.tick();
  const m = await h.member();
  await h.fund(m.id, 100_000_00);
  const room = await h.call('room', { id: 1 }, { token: m.token });
  return room.data.period.issueNo;
}

async function funded(count: number) {
  const { h } = env;
  return Promise.all(
    Array.from({ length: count }, async () => {
      const m = await h.member();
      await h.fund(m.id, 10_000_00);
      return m;
    }),
  );
}

const bound = (set: { maxMemberStake?: number | null; maxExposure?: number | null }) =>
  env.h.app.db.update(rooms).set(set).where(eq(rooms.id, 1));

describe('the house’s bounds on a period', () => {
  afterEach(() => bound({ maxMemberStake: null, maxExposure: null }));

  it('refuses an order that takes a member past the period’s total, saying how much is left, in their language', async () => {
    const { h } = env;
    await bound({ maxMemberStake: 150_00 });
    const issueNo = await openPeriod();
    const [m] = await funded(1);
    const order = (amount: string, lang?: string) =>
      h.call('order', { roomId: 1, issueNo, direction: 'up', amount }, { token: m!.token, lang });
    expect((await order('100')).code).toBe(200);
    const refused = await order('60', 'en');
    expect(refused).toMatchObject({ code: 422, data: { left: '50.00' } });
    expect(refused.msg).toBe(
      'Your stakes this period would pass this room’s limit of 150.00: you may stake 50.00 more',
    );
    expect((await order('60', 'zh-Hans')).msg).toBe('你本期在此场的下单总额已达上限 150.00，还可下单 50.00');
    expect((await order('50')).code).toBe(200);
    // the refused orders took nothing
    const [row] = await rowsOf<{ n: number }>(
      h.app.db,
      sql`select count(*)::int as n from orders where member_id = ${m!.id}`,
    );
    expect(row!.n).toBe(2);
  });

  it('fills a side up to the house’s exposure; the other side, which lowers it, stays open', async () => {
    const { h } = env;
    // 100.00 up wins 85.00: two orders up expose the house 170.00; a third, or even the smallest (10.00 wins
    // 8.50), would pass 175.00
    await bound({ maxExposure: 175_00 });
    const issueNo = await openPeriod();
    const [a, b] = await funded(2);
    const order = (token: string, direction: 'up' | 'down', amount: string, lang?: string) =>
      h.call('order', { roomId: 1, issueNo, direction, amount }, { token, lang });
    expect((await order(a!.token, 'up', '100')).code).toBe(200);
    expect((await order(b!.token, 'up', '100')).code).toBe(200);
    const full = await order(a!.token, 'up', '100');
    expect(full).toMatchObject({ code: 422, data: { side: 'up' } });
    expect(full.msg).toBe('本期看漲一方已滿，請改選看跌或等下一期');
    expect((await order(a!.token, 'up', '100', 'en')).msg).toBe(
      'Up is full for this period: choose Down or wait for the next period',
    );
    // the room screen says so: even the smallest order up would pass the bound
    expect((await h.call('room', { id: 1 }, { token: a!.token })).data.fullSides).toEqual(['up']);
    // down lowers the up side's exposure (its stakes are the house's if up wins)
    expect((await order(b!.token, 'down', '100')).code).toBe(200);
    expect((await h.call('room', { id: 1 }, { token: a!.token })).data.fullSides).toEqual([]);
    expect((await order(a!.token, 'up', '100')).code).toBe(200);
    // the dashboard shows the open period's book with its bound
    const dashboard = await adminCall<Dashboard>(h, 'dashboard', { range: 'today' }, env.admin.token);
    expect(dashboard.data.openExposure.find((p) => p.issueNo === issueNo)).toMatchObject({
      roomId: 1,
      up: 300_00,
      down: 100_00,
      exposure: 255_00 - 100_00,
      maxExposure: 175_00,
    });
  });

  it('holds the exposure bound under 50 orders at once', async () => {
    const { h } = env;
    await bound({ maxExposure: 1000_00 });
    const issueNo = await openPeriod();
    const members = await funded(50);
    const answers = await Promise.all(
      members.map((m) => h.call('order', { roomId: 1, issueNo, direction: 'up', amount: '100' }, { token: m.token })),
    );
    // 85.00 each: eleven fit under 1,000.00; every other one is told the side is full
    const told = answers.map((a) => (a.code === 200 ? 'accepted' : `${a.code} ${a.msg}`));
    const tally = Object.fromEntries([...new Set(told)].map((t) => [t, told.filter((x) => x === t).length]));
    expect(tally).toEqual({ accepted: 11, '422 本期看漲一方已滿，請改選看跌或等下一期': 39 });
    const [book] = await rowsOf<{ up: number }>(
      h.app.db,
      sql`select coalesce(sum(amount), 0)::int as up from orders o join periods p on p.id = o.period_id
          where p.room_id = 1 and p.issue_no = ${issueNo}`,
    );
    expect(
      exposureOf({ up: book!.up, down: 0, upWinnings: (book!.up * 85) / 100, downWinnings: 0 }),
    ).toBeLessThanOrEqual(1000_00);
  });

  it('is set by an admin in the console, with the rooms’ exposure beside it, audited; a bad amount is a 400', async () => {
    const { h, admin } = env;
    const set = await adminCall(h, 'roomLimits', { id: 2, maxMemberStake: '500', maxExposure: '2000.50' }, admin.token);
    expect(set.code).toBe(200);
    const list = await adminCall<RoomRisk[]>(h, 'rooms', {}, admin.token, { 'accept-language': 'en' });
    expect(list.data.find((r) => r.id === 2)).toMatchObject({
      name: 'Ether 60 s',
      payoutRate: '0.85',
      maxMemberStake: '500.00',
      maxExposure: '2000.50',
      exposure: '0.00',
    });
    const [row] = await rowsOf<{ action: string; target: string; before: unknown; after: unknown }>(
      h.app.db,
      sql`select action, target, before, after from audit_log where action = 'room.limits' order by id desc limit 1`,
    );
    expect(row).toEqual({
      action: 'room.limits',
      target: '2',
      before: { maxMemberStake: null, maxExposure: null },
      after: { maxMemberStake: '500.00', maxExposure: '2000.50' },
    });
    const bad = await adminCall(h, 'roomLimits', { id: 2, maxMemberStake: '-1', maxExposure: null }, admin.token);
    expect(bad.code).toBe(400);
    expect(
      (await adminCall(h, 'roomLimits', { id: 99, maxMemberStake: null, maxExposure: null }, admin.token)).code,
    ).toBe(404);
    const reviewer = await signedInOperator(h, 'reviewer');
    expect((await adminCall(h, 'rooms', {}, reviewer.token)).code).toBe(403);
    await adminCall(h, 'roomLimits', { id: 2, maxMemberStake: null, maxExposure: null }, admin.token);
  });
});
