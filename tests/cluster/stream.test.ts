import { exec, execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import { ORDER_CUTOFF_SECONDS } from '../../contract/trade';
import { launchBrowser, newPhonePage, screenshot, untilSettled } from '../e2e/support/browser';
import { loginViaApi, passVerification, registerViaApi } from '../e2e/support/session';
import { openStream, type SseEvent } from '../server/support/sse';
import { call, freshDatabaseUrl, newKey, startInstance, waitReady, type Instance } from './support/instances';

/**
 * The event stream across instances on one PostgreSQL: a money move on A reaches the member's stream on B
 * (LISTEN/NOTIFY), and still does after the database restarted under both (B's bus reconnects); the built app,
 * open on B in Chromium, shows what was done on A.
 */
let target: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  target = await freshDatabaseUrl();
  a = await startInstance(target.url);
  await waitReady(a, 60_000);
  b = await startInstance(target.url);
  await waitReady(b, 60_000);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await target.drop();
});

const balance = (e: SseEvent) => e.event === 'balance';

/** A new member registered on A: their token and id. */
async function newMember() {
  const account = `s${newKey().replace(/-/g, '').slice(0, 12)}`;
  const registered = await call<{ token: string; userInfo: { id: number } }>(a, 'register', {
    account,
    password: 'passw0rd1',
    confirmPassword: 'passw0rd1',
  });
  return { token: registered.data.token, id: registered.data.userInfo.id };
}

/** A reviewer created by the operator command and signed in on `on` (password, then the authenticator's code). */
async function reviewerToken(on: Instance): Promise<string> {
  const account = `r${newKey().replace(/-/g, '').slice(0, 12)}`;
  const password = 'Operat0r!pass';
  const env = { ...process.env, DATABASE_URL: target.url };
  await promisify(execFile)(
    process.execPath,
    ['dist-server/admin.js', 'operator:create', account, password, 'reviewer'],
    { env },
  );
  const signIn = async (body: object) => {
    const response = await fetch(`${on.url}/admin/api/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password, ...body }),
    });
    return ((await response.json()) as { data: { secret?: string; token?: string } }).data;
  };
  const { secret } = await signIn({});
  const { token } = await signIn({ code: await generate({ secret: secret! }) });
  return token!;
}

it("tells a reviewer's console on B of a recharge a member made on A", async () => {
  const stream = await openStream(
    `${b.url}/admin/api/stream`,
    { authorization: `Bearer ${await reviewerToken(a)}` },
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
  const settled = await stream.next((e) => e.event === 'order' && e.data.id === order.data.id);
  expect(['won', 'lost', 'refunded']).toContain(settled.data.status);
  // the payout's balance came just before, from the same transaction (a loss moves nothing more)
  const balance = { won: '107.50', lost: '90.00', refunded: '100.00' }[settled.data.status as string];
  expect(stream.events.filter((e) => e.event === 'balance').at(-1)?.data.balance).toBe(balance);
  stream.close();
}, 120_000);

it('tells a member on B about a recharge made on A, before and after a database restart', async () => {
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

it('an app open on B shows a balance, a decided withdrawal and a settled order made on A, without a reload or a poll', async () => {
  const browser = await launchBrowser();
  try {
    const { context, page, errors } = await newPhonePage(browser, b.url);
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/stream') calls.push(pathname);
    });
    await passVerification(page);
    const token = await loginViaApi(page, b.url, await registerViaApi(b.url));
    const onA = async <T>(name: string, body: object) => {
      const answer = await call<T>(a, name, body, { token, key: newKey() });
      expect(answer.code, name).toBe(200);
      return answer.data;
    };
    // each status shows as a filter tab, and as the record's tag: twice for the record's own status
    const shown = (status: string) => page.locator('main').getByText(status, { exact: true }).count();
    const open = async (path: string) => {
      const streamOpened = page.waitForResponse((response) => response.url().includes('/api/stream'));
      await page.goto(path);
      await untilSettled(page);
      await streamOpened;
    };

    // a balance: a deposit on A (DEMO credits it at once)
    await open('/');
    calls.length = 0;
    await onA('recharge', { method: 'bankcard', amount: '1234.56' });
    const card = page.locator('section[aria-labelledby="home-balance-title"]');
    await card.getByText('1,234.56').first().waitFor({ timeout: 10_000 });
    expect(calls).toEqual([]);
    await screenshot(page, 'cluster', 'home-balance-from-a');

    // a withdrawal an operator approves on A
    await onA('addTradePassword', { password: 'secret1234', tradePassword: '135790' });
    const card62 = await onA<{ id: number }>('addCard', {
      kind: 'bank',
      bankName: 'B',
      holder: 'H',
      number: '62220000111133',
    });
    const withdrawal = await onA<{ id: number }>('withdraw', {
      amount: '100',
      to: { type: 'card', id: card62.id },
      tradePassword: '135790',
    });
    await open('/my/withdrawrecord');
    await expect.poll(() => shown('審核中')).toBe(2);
    calls.length = 0;
    const review = await fetch(`${a.url}/admin/api/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await reviewerToken(a)}` },
      body: JSON.stringify({ kind: 'withdraw', id: withdrawal.id, decision: 'approve' }),
    });
    expect(((await review.json()) as { code: number }).code).toBe(200);
    await expect.poll(() => shown('已通過'), { timeout: 10_000 }).toBe(2);
    // the list was read again because the event named it: one call, no poll
    expect(calls).toEqual(['/api/withdraws']);
    await screenshot(page, 'cluster', 'withdrawal-approved-on-a');

    // an order placed on A in the 30-second room, settled when its period closes (real time here)
    const period = async () => (await onA<{ period: { issueNo: string; closeAt: string } }>('room', { id: 4 })).period;
    const first = await period();
    let { issueNo } = first;
    // time enough to see it open before it settles, else the next period
    if (Date.parse(first.closeAt) - Date.now() < (ORDER_CUTOFF_SECONDS + 15) * 1000) {
      await expect.poll(async () => (await period()).issueNo, { timeout: 40_000 }).not.toBe(first.issueNo);
      ({ issueNo } = await period());
    }
    const order = await onA<{ id: number }>('order', { roomId: 4, issueNo, direction: 'up', amount: '10' });
    await open('/my/traderecord');
    await expect.poll(() => shown('進行中')).toBe(2);
    calls.length = 0;
    await expect.poll(() => shown('進行中'), { timeout: 60_000 }).toBe(1);
    const [settled] = (await onA<{ data: Array<{ id: number; status: string }> }>('orders', { pageSize: 1 })).data;
    expect(settled).toMatchObject({ id: order.id });
    expect(await shown({ won: '獲利', lost: '虧損', refunded: '已退回' }[settled!.status]!)).toBe(2);
    expect(calls).toEqual(['/api/orders']);
    await screenshot(page, 'cluster', 'order-settled-on-a');
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
}, 180_000);
