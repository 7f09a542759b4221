import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import { ORDER_CUTOFF_SECONDS } from '../../contract/trade';
import { openStream, type SseEvent } from '../server/support/sse';
import { call, newKey, reviewerToken, twoInstances, waitReady } from './support/instances';

/**
 * The event stream across instances on one PostgreSQL: a money move on A reaches the member's stream on B
 * (LISTEN/NOTIFY), and still does after the database restarted under both (B's bus reconnects).
 */
const pair = twoInstances();

const balance = (e: SseEvent) => e.event === 'balance';

/** A new member registered on A: their token and id. */
async function newMember() {
  const { a } = pair;
  const account = `s${newKey().replace(/-/g, '').slice(0, 12)}`;
  const registered = await call<{ token: string; userInfo: { id: number } }>(a, 'register', {
    account,
    password: 'passw0rd1',
    confirmPassword: 'passw0rd1',
  });
  return { token: registered.data.token, id: registered.data.userInfo.id };
}

it("tells a reviewer's console on B of a recharge a member made on A", async () => {
  const { a, b, target } = pair;
  const stream = await openStream(
    `${b.url}/admin/api/stream`,
    { authorization: `Bearer ${await reviewerToken(a, target.url)}` },
    15_000,
  );
  await stream.next((e) => e.event === 'ready');
  const member = await newMember();
  const made = await call<{ id: number }>(
    a,
    'recharge',
    { method: 'bankcard', amount: '3' },
    { token: member.token, key: newKey() },
  );
  const heard = await stream.next((e) => e.event === 'recharge' && e.data.id === made.data.id);
  expect(heard.data).toMatchObject({ memberId: member.id });
  stream.close();
}, 60_000);

it('tells a member on B that an order placed on A settled, and the payout', async () => {
  const { a, b } = pair;
  const { token } = await newMember();
  await call(a, 'recharge', { method: 'bankcard', amount: '100' }, { token, key: newKey() });
  // the 30-second room (4): its periods close in real time here; the quotes of each second tell the time
  const stream = await openStream(`${b.url}/api/stream?markets=1`, { token }, 45_000);
  await stream.next((e) => e.event === 'ready');
  const period = async () =>
    (await call<{ period: { issueNo: string; closeAt: string } }>(a, 'room', { id: 4 }, { token })).data.period;
  const first = await period();
  let { issueNo } = first;
  if (Date.parse(first.closeAt) - Date.now() < (ORDER_CUTOFF_SECONDS + 3) * 1000) {
    // too late in this period: the next one, once a second's quotes come after its close
    await stream.next((e) => e.event === 'quotes' && Date.now() > Date.parse(first.closeAt));
    ({ issueNo } = await period());
  }
  const order = await call<{ id: number }>(
    a,
    'order',
    { roomId: 4, issueNo, direction: 'up', amount: '10' },
    { token, key: newKey() },
  );
  expect(order.code).toBe(200);
  const settled = await stream.next((e) => e.event === 'order' && e.data.issueNo === issueNo);
  expect(settled.data).toEqual({ roomId: 4, issueNo, settled: 1 });
  const listed = await call<{ data: Array<{ id: number; status: string }> }>(a, 'orders', { pageSize: 1 }, { token });
  const [decided] = listed.data.data;
  expect(decided!.id).toBe(order.data.id);
  // the payout's balance came just before, from the same transaction (a loss moves nothing more)
  const balance = { won: '107.50', lost: '90.00', refunded: '100.00' }[decided!.status];
  expect(stream.events.filter((e) => e.event === 'balance').at(-1)?.data.balance).toBe(balance);
  stream.close();
}, 120_000);

it('tells a member on B about a recharge made on A, before and after a database restart', async () => {
  const { a, b } = pair;
  const { token } = await newMember();
  const stream = await openStream(`${b.url}/api/stream`, { token }, 15_000);
  await stream.next((e) => e.event === 'ready');
  const recharge = (amount: string) =>
    call(a, 'recharge', { method: 'bankcard', amount }, { token, key: newKey() }).then((r) => expect(r.code).toBe(200));

  await recharge('10');
  expect((await stream.next(balance)).data).toMatchObject({ balance: '10.00' });

  const restart = process.env.PG_RESTART;
  if (!restart) throw new Error('PG_RESTART is not set: run this suite through scripts/test-postgres.sh');
  await promisify(exec)(restart);
  await waitReady(a, 30_000);
  // B's LISTEN connection comes back with backoff: a recharge made meanwhile is caught up, not lost
  await recharge('5');
  await stream.next((e) => balance(e) && e.data.balance === '15.00');
  // the catch-up looks back a little: it may send an event again, with its id (the app skips it), never another
  const byId = new Map(stream.events.filter(balance).map((e) => [e.id, e.data.balance]));
  expect([...byId.values()].sort()).toEqual(['10.00', '15.00']);
  stream.close();
}, 120_000);
