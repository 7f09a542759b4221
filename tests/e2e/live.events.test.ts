import type { Page } from 'playwright-core';
import { startFaultProxy } from '../../scripts/fault-proxy';
import { ORDER_CUTOFF_SECONDS } from '../../contract/trade';
import { MEMBER_COMMANDS } from '../../server/cli/member-commands';
import { DEMO_ACTOR } from '../../server/services/operators/audit';
import { moveMoney } from '../../server/services/money/ledger';
import { reviewWithdrawal } from '../../server/services/money/reviews';
import { newPhonePage, screenshot, untilSettled } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi } from './support/session';

/**
 * The event stream in the built app: what an idle member tab asks besides it (with the stream blocked, as
 * before it existed, and with it), and money moved on the server reaching an open screen without a reload
 * or a poll.
 */
// heartbeats every 200 ms: the idle count waits for one between its steps of simulated time
const env = useServerAndBrowser({ streamHeartbeatMs: 200 });

async function api<T>(token: string, call: string, body: object = {}): Promise<T> {
  const response = await fetch(`${env.server.url}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T };
  expect(envelope.code).toBe(200);
  return envelope.data;
}

/** A signed-in member's phone; `calls` collects every API call but the stream's. */
async function memberPhone(stream: boolean, baseURL = env.server.url) {
  const { context, page, errors } = await newPhonePage(env.browser, baseURL);
  if (!stream) await context.route('**/api/stream*', (route) => route.abort());
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/stream') calls.push(pathname);
  });
  await passVerification(page);
  const credentials = await registerViaApi(env.server.url);
  const token = await loginViaApi(page, baseURL, credentials);
  const { id } = await api<{ id: number }>(token, 'userInfo');
  return { context, page, calls, token, memberId: id, errors };
}

/** Resolves at each piece of the page's event stream that arrives (a heartbeat, an event), seen through CDP. */
async function streamArrivals(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const streams = new Set<string>();
  const waiting = new Set<() => void>();
  cdp.on('Network.requestWillBeSent', (e) => e.request.url.includes('/api/stream') && streams.add(e.requestId));
  cdp.on('Network.dataReceived', (e) => {
    if (!streams.has(e.requestId)) return;
    waiting.forEach((arrived) => arrived());
    waiting.clear();
  });
  await cdp.send('Network.enable');
  return () => new Promise<void>((resolve) => waiting.add(resolve));
}

const MINUTE_MS = 60_000;
const STEP_MS = 1000;
/**
 * Where in its second the frozen server clock stands. The scheduler wakes at the start of each second of that
 * clock (services/platform/scheduler.ts), so with it frozen it wakes as long after each step as the frozen time is short of
 * a whole second: up to a second a step, three minutes of the run with the stream up, which went past the test's
 * timeout on a loaded machine depending on the millisecond the clock stopped at. Just short of a second, it wakes
 * at once after each step.
 */
const FROZEN_AT_MS_OF_SECOND = 950;

/**
 * Opens `path` and counts the calls an idle tab makes in a minute of simulated time: the page's clock and the
 * server's (which closes and settles the room's periods) stand still and move on together one second at a
 * time, each step ending when no fetch is in flight and, with the stream up, something of it arrived since
 * (a heartbeat: the app takes a silent stream for cut). An app that polls calls at its intervals' pace.
 */
async function idleCallsPerMinute(page: Page, calls: string[], path: string, stream: boolean) {
  const streamOpened = stream ? page.waitForResponse((r) => r.url().includes('/api/stream')) : undefined;
  const nextArrival = await streamArrivals(page);
  await page.goto(path);
  await untilSettled(page);
  await streamOpened;
  // both clocks stop: the offset the room measured between them holds while they move together. The page's clock
  // runs on while it is told where to stop and may not be set back, so it stops a second ahead, or, when it passed
  // that meanwhile (a busy machine), ahead of where it is then; the server's moves on by as much.
  const frozenAt = await page.evaluate(() => Date.now());
  env.clock.freeze();
  for (let stopAt = frozenAt + 1000, tries = 1; ; stopAt = (await page.evaluate(() => Date.now())) + 1000, tries++) {
    const stopped = await page.clock.pauseAt(stopAt).then(
      () => true,
      (error: unknown) => (tries < 3 ? false : Promise.reject(error)),
    );
    if (stopped) break;
  }
  env.clock.advance((await page.evaluate(() => Date.now())) - frozenAt);
  const toPhase = (FROZEN_AT_MS_OF_SECOND - (env.clock.now() % 1000) + 1000) % 1000;
  env.clock.advance(toPhase);
  await page.clock.runFor(toPhase);
  const started = Date.now();
  calls.length = 0;
  for (let at = 0; at < MINUTE_MS; at += STEP_MS) {
    const arrived = nextArrival();
    env.clock.advance(STEP_MS);
    await page.clock.runFor(STEP_MS);
    await page.waitForFunction(() => (window as unknown as { __fetchesInFlight: number }).__fetchesInFlight === 0);
    if (stream) await arrived;
  }
  env.clock.resume();
  await page.clock.resume();
  return { perMinute: calls.length, calls: [...calls], realMs: Date.now() - started };
}

const SCREENS = ['/', '/trade', '/trade/roomdetail?id=1'];

it('an idle tab on /, /trade and a room asks at most 2 calls a minute besides the stream', async () => {
  const before = await memberPhone(false);
  const after = await memberPhone(true);
  const counts: Record<string, { before: number; after: number; afterCalls: string[]; realMs: number[] }> = {};
  for (const path of SCREENS) {
    const polled = await idleCallsPerMinute(before.page, before.calls, path, false);
    const live = await idleCallsPerMinute(after.page, after.calls, path, true);
    counts[path] = {
      before: polled.perMinute,
      after: live.perMinute,
      afterCalls: live.calls,
      realMs: [polled.realMs, live.realMs],
    };
    console.log(`idle minute on ${path}:`, JSON.stringify(counts[path]), `errors so far: ${after.errors.length}`);
  }
  console.log('idle calls per minute (stream blocked → stream up):', JSON.stringify(counts));
  for (const path of SCREENS) expect(counts[path]!.after, path).toBeLessThanOrEqual(2);
  // the same count sees an app that polls: with the stream blocked the room asks at its intervals
  expect(counts['/trade/roomdetail?id=1']!.before).toBeGreaterThan(10);
  expect(after.errors).toEqual([]);
  await before.context.close();
  await after.context.close();
}, 240_000);

it('a balance change and a decided withdrawal reach an open app without a reload or a poll', async () => {
  const phone = await memberPhone(true);
  const { page, calls, token, memberId } = phone;
  const db = env.server.app.db;
  const streamOpened = page.waitForResponse((r) => r.url().includes('/api/stream'));
  await page.goto('/');
  await untilSettled(page);
  await streamOpened;
  calls.length = 0;
  await db.transaction((tx) =>
    moveMoney(tx, memberId, { balance: 1234_56, kind: 'adjust', refType: 'test', refId: null }, new Date()),
  );
  const card = page.locator('section[aria-labelledby="home-balance-title"]');
  await card.getByText('1,234.56').first().waitFor({ timeout: 5000 });
  expect(calls).toEqual([]);
  await screenshot(page, 'live', 'home-balance-pushed');

  await api(token, 'addTradePassword', { password: 'secret1234', tradePassword: '135790' });
  const cardId = (
    await api<{ id: number }>(token, 'addCard', {
      kind: 'bank',
      bankName: 'B',
      holder: 'H',
      number: '62220000111133',
      tradePassword: '135790',
    })
  ).id;
  const withdrawal = await api<{ id: number }>(token, 'withdraw', {
    amount: '100',
    to: { type: 'card', id: cardId },
    tradePassword: '135790',
  });
  await page.goto('/my/withdrawrecord');
  await untilSettled(page);
  // each status shows as a filter tab, and as the record's tag: twice for the record's own status
  const shown = (status: string) => page.locator('main').getByText(status, { exact: true }).count();
  await expect.poll(() => shown('審核中')).toBe(2);
  expect(await shown('已通過')).toBe(1);
  calls.length = 0;
  await db.transaction((tx) =>
    reviewWithdrawal(tx, withdrawal.id, { decision: 'approve', actor: DEMO_ACTOR }, new Date()),
  );
  await expect.poll(() => shown('已通過'), { timeout: 5000 }).toBe(2);
  expect(await shown('審核中')).toBe(1);
  // the list was read again because the event named it: one call, no poll
  expect(calls).toEqual(['/api/withdraws']);
  await screenshot(page, 'live', 'withdrawal-decided-pushed');
  expect(phone.errors).toEqual([]);
  await phone.context.close();
}, 120_000);

it('a member signed out by the operator while a page is open lands on sign-in without a reload', async () => {
  const { context, page, errors } = await newPhonePage(env.browser, env.server.url);
  await passVerification(page);
  const credentials = await registerViaApi(env.server.url);
  await loginViaApi(page, env.server.url, credentials);
  const streamOpened = page.waitForResponse((r) => r.url().includes('/api/stream'));
  await page.goto('/my');
  await untilSettled(page);
  await streamOpened;
  let loads = 0;
  page.on('load', () => void (loads += 1));
  const calls: string[] = [];
  page.on('request', (request) => void calls.push(new URL(request.url()).pathname));

  // the operator's command on the server's host (a lost phone): the stream says signedOut, the app signs out
  await MEMBER_COMMANDS['member:sign-out']!.run(env.server.app.db, [credentials.account], () => {});
  await page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 5000 });
  await page.getByRole('button', { name: '登入', exact: true }).waitFor();
  expect(loads).toBe(0);
  // it learned it from the stream: no call of the member's answered 8888 first, and no stream was asked again
  // (the sign-in screen's own passkey offer, an open call, may leave before this looks or after)
  expect(calls.filter((path) => path.startsWith('/api/') && path !== '/api/passkeyLoginOptions')).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}, 60_000);

it('a settled order reaches an open order list without a reload or a poll', async () => {
  const phone = await memberPhone(true);
  const { page, calls, token, memberId } = phone;
  const db = env.server.app.db;
  await db.transaction((tx) =>
    moveMoney(tx, memberId, { balance: 100_00, kind: 'adjust', refType: 'test', refId: null }, new Date()),
  );
  // an order in the 30-second room, with its period's cut-off still ahead (else the server's clock moves on)
  const period = async () =>
    (await api<{ period: { issueNo: string; closeAt: string } }>(token, 'room', { id: 4 })).period;
  let { issueNo, closeAt } = await period();
  if (Date.parse(closeAt) - env.clock.now() < (ORDER_CUTOFF_SECONDS + 5) * 1000) {
    env.clock.advance(Date.parse(closeAt) - env.clock.now() + 1000);
    ({ issueNo, closeAt } = await period());
  }
  const order = await api<{ id: number }>(token, 'order', { roomId: 4, issueNo, direction: 'up', amount: '10' });

  const streamOpened = page.waitForResponse((r) => r.url().includes('/api/stream'));
  await page.goto('/my/traderecord');
  await untilSettled(page);
  await streamOpened;
  // each status shows as a filter tab, and as the record's tag: twice for the record's own status
  const shown = (status: string) => page.locator('main').getByText(status, { exact: true }).count();
  await expect.poll(() => shown('進行中')).toBe(2);
  calls.length = 0;
  // the period closes on the server's clock; its scheduler settles the order and the stream tells the app
  env.clock.advance(Date.parse(closeAt) - env.clock.now() + 1000);
  await expect.poll(() => shown('進行中'), { timeout: 10_000 }).toBe(1);
  const [settled] = await api<{ data: Array<{ id: number; status: string }> }>(token, 'orders', { pageSize: 1 }).then(
    (page) => page.data,
  );
  expect(settled).toMatchObject({ id: order.id });
  expect(await shown({ won: '獲利', lost: '虧損', refunded: '已退回' }[settled!.status]!)).toBe(2);
  // the list was read again because the event named it: one call, no poll
  expect(calls).toEqual(['/api/orders']);
  await screenshot(page, 'live', 'order-settled-pushed');
  expect(phone.errors).toEqual([]);
  await phone.context.close();
}, 120_000);

it('a stream the network cuts catches up on reconnect: nothing moved meanwhile is missed', async () => {
  const proxy = await startFaultProxy(env.server.url);
  const phone = await memberPhone(true, proxy.url);
  const { page, calls, memberId } = phone;
  const isStream = (path: string) => path.startsWith('/api/stream');
  const db = env.server.app.db;
  const move = (cents: number) =>
    db.transaction((tx) =>
      moveMoney(tx, memberId, { balance: cents, kind: 'adjust', refType: 'test', refId: null }, new Date()),
    );
  const streamOpened = page.waitForResponse((r) => r.url().includes('/api/stream'));
  await page.goto('/');
  await untilSettled(page);
  await streamOpened;
  calls.length = 0;
  // the stream is cut, and its next two tries fail; money moves twice meanwhile
  proxy.set('offline', { match: isStream, times: 2 });
  expect(proxy.cut(isStream)).toBe(1);
  await move(100_00);
  await move(23_45);
  const card = page.locator('section[aria-labelledby="home-balance-title"]');
  // the third try passes and replays both moves after the last id the app saw: it shows the newest balance
  await card.getByText('123.45').first().waitFor({ timeout: 20_000 });
  expect(proxy.faults()).toBe(2);
  expect(calls.filter((path) => path === '/api/balance' || path === '/api/userInfo')).toEqual([]);
  expect(phone.errors.filter((e) => !e.includes('ERR_'))).toEqual([]);
  await phone.context.close();
  await proxy.close();
}, 60_000);
