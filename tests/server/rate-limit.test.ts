import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { apiHits } from '../../server/db/schema';
import { buildApp } from '../../server/app';
import { apiHitCounter, batchOf } from '../../server/services/platform/api-hits';
import { harness, testSettings, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness({ registersPerIp: 3, loginFailuresPerIp: 4, loginFailuresPerAccount: 100 });
});
afterAll(() => h.close());

/**
 * A clock standing still in a minute no other app of this file uses: with limits of 2 or 3 a minute, the window
 * must not roll over between the hits (it did once in a CI run on a loaded machine, and the third hit passed).
 */
let minutes = 0;
const aMinuteOfItsOwn = () => {
  const at = Date.UTC(2030, 0, 1) + ++minutes * 60_000 + 30_000;
  return () => at;
};

describe('limits per IP (settable from the environment)', () => {
  it('allows REGISTER_MAX_PER_IP registrations per window, then 429 until it passes', async () => {
    for (let i = 0; i < 3; i++) await h.member(`reg_limit_${i}`);
    const refused = await h.raw('register', {
      account: 'reg_limit_x',
      password: 'passw0rd1',
      confirmPassword: 'passw0rd1',
    });
    expect(refused.code).toBe(429);
    expect((refused.data as { retryAfter: number }).retryAfter).toBe(3600);
    h.clock.advance(3600 * 1000 + 1000);
    expect(
      (await h.raw('register', { account: 'reg_limit_x', password: 'passw0rd1', confirmPassword: 'passw0rd1' })).code,
    ).toBe(200);
  });

  it('counts failed logins per IP across accounts', async () => {
    await h.member('ip_victim', 'rightpass1');
    for (let i = 0; i < 4; i++)
      expect((await h.call('login', { account: `ghost_${i}`, password: 'wrongpass1' })).code).toBe(403);
    expect((await h.call('login', { account: 'ip_victim', password: 'rightpass1' })).code).toBe(429);
  });
});

describe('API_RATE_LIMIT', () => {
  it('answers HTTP 429 with retryAfter past the per-minute limit of one IP', async () => {
    const app = await buildApp(testSettings({ apiRateLimit: 2, now: aMinuteOfItsOwn() }), { database: h.database });
    const hit = () =>
      app.inject({
        method: 'POST',
        url: '/api/configs',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(200);
    const third = await hit();
    await app.close();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 429, data: { retryAfter: expect.any(Number) } });
  });

  it('counts an IPv6 /64 as one client (a phone changes its address within its network), apart from the next /64', async () => {
    const app = await buildApp(testSettings({ apiRateLimit: 2, now: aMinuteOfItsOwn() }), { database: h.database });
    const hit = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/configs', payload: {}, remoteAddress });
    expect((await hit('2001:db8:aa:1::1')).statusCode).toBe(200);
    expect((await hit('2001:db8:aa:1:ffff::2')).statusCode).toBe(200);
    const third = await hit('2001:db8:aa:1:0:0:0:3');
    const neighbour = await hit('2001:db8:aa:2::1');
    await app.close();
    expect(third.statusCode).toBe(429);
    expect(neighbour.statusCode).toBe(200);
  });

  it('holds once for two instances on one database, not once each', async () => {
    const settings = testSettings({ apiRateLimit: 3, now: aMinuteOfItsOwn() });
    const instances = [
      await buildApp(settings, { database: h.database }),
      await buildApp(settings, { database: h.database }),
    ];
    const hit = (i: number) =>
      instances[i % 2]!.inject({
        method: 'POST',
        url: '/api/configs',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
        remoteAddress: '203.0.113.9',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await hit(i)).statusCode);
    await Promise.all(instances.map((app) => app.close()));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('API_RATE_LIMIT, however the path is spelled', () => {
  // what the router answers as an API call (light-my-request resolves dot segments before the router)
  it.each(
    ['/%61pi/configs', '/api/%63onfigs', '/api/./configs', '/api/../api/configs', '/api/configs?x=1'].map(
      (spelling, i) => [spelling, `203.0.113.${i + 1}`],
    ),
  )('counts %s as /api/configs', async (spelling, client) => {
    const app = await buildApp(testSettings({ apiRateLimit: 2, now: aMinuteOfItsOwn() }), { database: h.database });
    const hit = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
        remoteAddress: client,
      });
    const spelled = await hit(spelling);
    expect(spelled.json()).toMatchObject({ code: 200, data: { img_url: expect.any(String) } });
    expect((await hit('/api/configs')).statusCode).toBe(200);
    const third = await hit(spelling);
    await app.close();
    expect(third.statusCode).toBe(429);
  });

  it('counts the console API and the 405s, and leaves spellings no route answers to their 404', async () => {
    const app = await buildApp(testSettings({ apiRateLimit: 3, now: aMinuteOfItsOwn() }), { database: h.database });
    const hit = (method: 'POST' | 'GET', url: string) =>
      app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'POST' ? '{}' : undefined,
        remoteAddress: '203.0.113.200',
      });
    expect((await hit('POST', '//api/configs')).statusCode).toBe(404);
    expect((await hit('POST', '/API/configs')).statusCode).toBe(404);
    expect((await hit('POST', '/%61dmin/api/me')).json()).toMatchObject({ code: 8888 });
    expect((await hit('GET', '/%61pi/configs')).statusCode).toBe(405);
    expect((await hit('POST', '/admin/api/me')).statusCode).toBe(200);
    const fourth = await hit('POST', '/api/configs');
    await app.close();
    expect(fourth.statusCode).toBe(429);
  });
});

describe('API_RATE_LIMIT over real HTTP, where no client library tidies the path', () => {
  it('counts every spelling the router answers as a call, and only those run one', async () => {
    const app = await buildApp(testSettings({ apiRateLimit: 1000 }), { database: h.database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const send = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json' } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end('{}');
      });
    // over every window of this address (another test here calls from it too)
    const counted = async () =>
      (
        await h.app.db
          .select({ n: sql<number>`coalesce(sum(${apiHits.hits}), 0)::int` })
          .from(apiHits)
          .where(eq(apiHits.key, '127.0.0.1'))
      )[0]!.n;
    const before = await counted();
    const spellings = ['/api/configs', '/%61pi/configs', '/api/%63onfigs', '/api/./configs', '//api/configs'];
    const answers = await Promise.all([...spellings, '/api/configs/', '/API/configs', '/api/%2e/configs'].map(send));
    const hits = (await counted()) - before;
    await app.close();
    const calls = answers.filter((a) => a.status === 200 && a.body.includes('img_url')).length;
    expect(calls).toBeGreaterThanOrEqual(3);
    // every answer a route gave was counted; the rest are the JSON 404 or 405, which ran no call
    const routed = answers.filter((a) => a.status !== 404).length;
    expect(hits).toBe(routed);
  });
});

describe('API_RATE_LIMIT without a write per request', () => {
  const total = async (key: string) =>
    (
      await h.app.db
        .select({ n: sql<number>`coalesce(sum(${apiHits.hits}), 0)::int` })
        .from(apiHits)
        .where(eq(apiHits.key, key))
    )[0]!.n;

  it('holds across two instances hit in parallel, whatever X-Forwarded-For says and however the path is spelled, within its margin', async () => {
    const limit = 2000;
    const batch = batchOf(limit);
    const settings = testSettings({ apiRateLimit: limit, now: h.clock.now });
    const instances = [
      await buildApp(settings, { database: h.database }),
      await buildApp(settings, { database: h.database }),
    ];
    const spellings = ['/api/configs', '/%61pi/configs', '/api/%63onfigs', '/api/./configs', '/api/configs?x=1'];
    const sent = limit + 100;
    // GET: the router's 405, counted like any call but with no work of its own
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, i) =>
        instances[i % 2]!.inject({
          method: 'GET',
          url: spellings[i % spellings.length]!,
          headers: { 'x-forwarded-for': `198.51.100.${i % 250}` },
          remoteAddress: '203.0.113.50',
        }),
      ),
    );
    await Promise.all(instances.map((app) => app.close()));
    const allowed = answers.filter((a) => a.statusCode === 405).length;
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(sent - allowed);
    // never more than the limit; refused early by at most what the other instance took and did not use
    expect(allowed).toBeLessThanOrEqual(limit);
    expect(allowed).toBeGreaterThanOrEqual(limit - (batch - 1));
    // the shared row counts what was taken: each instance's last take may ask past the limit
    expect(await total('203.0.113.50')).toBeGreaterThanOrEqual(allowed);
    expect(await total('203.0.113.50')).toBeLessThanOrEqual(limit + 2 * batch);
  });

  it("writes a client's row once per batch, and nothing once its window is spent", async () => {
    const limit = 6000;
    const batch = batchOf(limit);
    let inserts = 0;
    const counting = new Proxy(h.app.db, {
      get(target, property, receiver) {
        if (property === 'insert') inserts += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const counter = apiHitCounter(counting, limit, h.clock.now);
    const places = [];
    for (let i = 0; i < limit + 50; i++) places.push((await counter.hit('198.51.100.7', 60_000)).current);
    expect(places.slice(0, limit)).toEqual(places.slice(0, limit).map((_, i) => i + 1));
    expect(places.slice(limit).every((place) => place > limit)).toBe(true);
    expect(inserts).toBe(limit / batch);
    expect(await total('198.51.100.7')).toBe(limit);

    // the next window starts again from nothing
    h.clock.advance(60_000);
    expect((await counter.hit('198.51.100.7', 60_000)).current).toBe(1);
    expect(inserts).toBe(limit / batch + 1);
  });
});
