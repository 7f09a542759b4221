import { buildApp } from '../../server/app';
import { loggable } from '../../server/errors';
import { harness, testSettings, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  h.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

describe('protocol faults', () => {
  it('answers malformed JSON and a wrong content type with HTTP 400', async () => {
    const bad = await post('/api/configs', '{"a":');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, data: null });
    expect((await post('/api/configs', 'hello', 'text/plain')).statusCode).toBe(400);
    expect((await post('/api/login', '<a/>', 'application/xml')).statusCode).toBe(400);
  });

  it('answers a body over 1 MiB with 413', async () => {
    const big = JSON.stringify({ nickname: 'x'.repeat(1024 * 1024) });
    const res = await post('/api/configs', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(413);
  });

  it('answers other methods with 405 and unknown calls with 404', async () => {
    const get = await h.app.inject({ method: 'GET', url: '/api/configs' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect((await h.app.inject({ method: 'DELETE', url: '/api/userInfo' })).statusCode).toBe(405);
    const unknown = await post('/api/noSuchThing', '{}');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404 });
  });

  it('hides internals of an unexpected fault (500 without stack or SQL)', async () => {
    let armed = false;
    const db = new Proxy(h.database.db, {
      get(target, prop) {
        if (prop === 'select' && armed) {
          return () => {
            throw new Error('Failed query: select "password_hash" from "members"');
          };
        }
        return Reflect.get(target, prop);
      },
    });
    const app = await buildApp(testSettings(), { database: { ...h.database, db } });
    armed = true;
    const res = await app.inject({
      method: 'POST',
      url: '/api/configs',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '伺服器錯誤，請稍後再試', data: null });
    expect(res.body).not.toMatch(/select|password|at /);
  });

  it('logs a failed query without its SQL parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const failed = new Error('Failed query: insert into "cards" values ($1)\nparams: 6222000011112222', { cause });
    expect(JSON.stringify(loggable(failed))).not.toContain('6222');
    expect(loggable(failed)).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint',
    });
  });

  it('sends the security headers on calls, pages, files and unknown paths alike', async () => {
    const answers = [
      await post('/api/configs', '{}'),
      await post('/api/noSuchThing', '{}'),
      await h.app.inject({ method: 'GET', url: '/customer-service' }),
      await h.app.inject({ method: 'GET', url: '/media/banners/banner-1.jpg' }),
    ];
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;" +
          "font-src 'self' data:;connect-src 'self';worker-src 'self';manifest-src 'self';object-src 'none';" +
          "base-uri 'self';form-action 'self';frame-ancestors 'none'",
      );
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
  });

  it('follows Accept-Language for server messages', async () => {
    const en = await h.raw('login', { account: 'nobody1', password: 'nothing1' }, { lang: 'en' });
    const hans = await h.raw('login', { account: 'nobody1', password: 'nothing1' }, { lang: 'zh-Hans' });
    const hant = await h.raw('login', { account: 'nobody1', password: 'nothing1' });
    expect([en.msg, hans.msg, hant.msg]).toEqual(['Wrong account or password', '账号或密码错误', '帳號或密碼錯誤']);
  });
});

describe('content calls', () => {
  it('answers configs with the demo values and the four deposit channels', async () => {
    const c = await h.call('configs', {});
    expect(c.data).toMatchObject({
      kefu_link: '/customer-service',
      withdraw_fee_rate: '0.005',
      withdraw_min: '100.00',
      quotes_simulated: true,
    });
    expect(c.data.deposit_channels.map((d) => d.method).sort()).toEqual([
      'bankcard',
      'hkbankcard',
      'metalcard',
      'numbercard',
    ]);
  });

  it('lists carousels whose images the server serves', async () => {
    const c = await h.call('carousels', {});
    expect(c.data.total).toBeGreaterThanOrEqual(3);
    const config = await h.call('configs', {});
    for (const item of c.data.data) {
      const res = await h.app.inject({ method: 'GET', url: `${config.data.img_url}${item.image}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.length).toBeLessThan(40 * 1024);
    }
  });

  it('lists notices, the ad board, and news by category with plain-text content', async () => {
    expect((await h.call('notice', {})).data.total).toBeGreaterThan(0);
    const ad = await h.call('advertisingBoard', {});
    expect(ad.data.data[0]?.content).toContain('<strong>');
    for (const category of ['rewards', 'insights', 'guides'] as const) {
      const list = await h.call('news', { category });
      expect(list.data.total).toBeGreaterThan(0);
      for (const item of list.data.data) {
        expect(item.category).toBe(category);
        expect(item.content).not.toMatch(/[<>]/);
      }
    }
    const paged = await h.call('news', { page: 2, pageSize: 2 });
    expect(paged.data).toMatchObject({ page: 2, pageSize: 2, total: 6 });
    expect(paged.data.data).toHaveLength(2);
    expect((await h.call('news', { category: 'other' as never })).code).toBe(400);
  });

  it('answers a news detail as HTML and 404 for an unknown id', async () => {
    const first = (await h.call('news', {})).data.data[0]!;
    const detail = await h.call('new', { id: first.id });
    expect(detail.data.content).toMatch(/<p>/);
    expect((await h.call('new', { id: 99999 })).code).toBe(404);
    expect((await h.call('new', { id: -1 })).code).toBe(400);
  });

  it('serves the customer-service page that kefu_link points to', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/customer-service' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('客服中心');
    expect(res.body).not.toMatch(/<script/i);
  });
});
