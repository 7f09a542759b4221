import { request } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedForms } from '../../scripts/vite/precompress';
import { LOG_REDACT } from '../../server/app';
import { carousels, markets, rooms, termProducts } from '../../server/db/schema';
import { DEMO_ACCOUNT, DEMO_OPERATOR, DEMO_OPERATOR_PASSWORD, DEMO_PASSWORD } from '../../server/db/seed';
import { HOME_SHELL_MARKER } from '../../server/services/shell/home-shell';
import { ROUTE_PRELOADS_MARKER } from '../../server/services/shell/route-preloads';
import { VERIFY_SHELL_MARKER } from '../../server/services/shell/verify-shell';
import { loadSettings } from '../../server/settings';
import { startServer, type RunningServer } from '../../server/start';
import { freshDatabase } from './support/database';

/** a digital-currency deposit names its transaction hash */
const TXID = `0x${'ab'.repeat(32)}`;

describe('settings', () => {
  it('has the documented defaults', () => {
    const s = loadSettings({});
    expect(s).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      // never on by itself, with PGlite or PostgreSQL
      demo: false,
      databaseUrl: undefined,
      tokenTtlSeconds: 604800,
    });
    expect(s.dataDir).toBe(path.resolve('data'));
    expect(s).toMatchObject({
      loginFailuresPerAccount: 5,
      loginFailuresPerIp: 50,
      loginWindowSeconds: 900,
      registersPerIp: 20,
      registerWindowSeconds: 3600,
      databaseTimeouts: { statementTimeoutMs: 15_000, idleInTransactionTimeoutMs: 30_000 },
      shutdownGraceSeconds: 25,
    });
    expect(loadSettings({ DATABASE_URL: 'postgres://u@h/db' }).demo).toBe(false);
    expect(loadSettings({ DEMO: '1' }).demo).toBe(true);
    expect(loadSettings({ DATA_DIR: 'memory://', DEMO: 'off', PORT: '0' })).toMatchObject({
      dataDir: 'memory://',
      demo: false,
      port: 0,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be an integer from 0 to 65535/],
    [{ DEMO: 'maybe' }, /DEMO must be true or false/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ TOKEN_TTL: '5' }, /TOKEN_TTL must be an integer from 60/],
    [{ DB_STATEMENT_TIMEOUT_MS: '-1' }, /DB_STATEMENT_TIMEOUT_MS must be an integer from 0/],
    [{ SHUTDOWN_GRACE_SECONDS: 'soon' }, /SHUTDOWN_GRACE_SECONDS must be an integer/],
  ])('refuses %o', (env, error) => {
    expect(() => loadSettings(env)).toThrow(error);
  });
});

const BIG_SCRIPT = Array.from({ length: 200 }, (_, i) => `console.log("line ${i}");`).join('\n');

/** A raw GET with the given Accept-Encoding (fetch would pick its own and decode). */
function getEncoded(url: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('startServer', () => {
  let server: RunningServer;
  let dist: string;
  const database = freshDatabase();

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="zh-Hant"><title>app shell</title>${ROUTE_PRELOADS_MARKER}` +
        `<div id="root">${HOME_SHELL_MARKER}${VERIFY_SHELL_MARKER}<div class="boot">splash</div></div>`,
    );
    await mkdir(path.join(dist, '.vite'));
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/app/boot.tsx': { file: 'assets/boot.js' },
        'src/app/layouts/default-layout.tsx': { file: 'assets/default-layout.js' },
        'src/features/trade/pages/trade-page.tsx': { file: 'assets/trade-page.js', css: ['assets/trade-page.css'] },
        'src/lib/i18n/locales/en/trade.json': { file: 'assets/en-trade.js' },
      }),
    );
    await writeFile(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    const { br, gz } = await compressedForms(Buffer.from(BIG_SCRIPT));
    await writeFile(path.join(dist, 'assets', 'big-Ab12Cd34.js'), BIG_SCRIPT);
    await writeFile(path.join(dist, 'assets', 'big-Ab12Cd34.js.br'), br);
    await writeFile(path.join(dist, 'assets', 'big-Ab12Cd34.js.gz'), gz);
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{}');
    server = await startServer(
      { dataDir: 'memory://', port: 0, host: '127.0.0.1', demo: true, distDir: dist, apiRateLimit: 0 },
      { database: await database },
    );
  });
  afterAll(async () => {
    await server.close();
    await (await database).close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = async (p: string, headers: Record<string, string> = {}) => {
    const res = await fetch(server.url + p, { headers });
    return {
      status: res.status,
      cache: res.headers.get('cache-control'),
      type: res.headers.get('content-type'),
      body: await res.text(),
    };
  };

  it('listens and logs the demo member in over HTTP', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: DEMO_ACCOUNT, password: DEMO_PASSWORD }),
    });
    const body = (await res.json()) as { code: number; data: { token: string; userInfo: { balance: string } } };
    expect(body.code).toBe(200);
    expect(body.data.userInfo.balance).toBe('10000.00');

    // DEMO approves recharges at once
    const recharge = await fetch(`${server.url}/api/recharge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: body.data.token, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ method: 'numbercard', amount: '25.50', reference: TXID }),
    });
    expect(((await recharge.json()) as { data: { status: string } }).data.status).toBe('approved');
    const balance = await fetch(`${server.url}/api/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: body.data.token },
      body: '{}',
    });
    expect(((await balance.json()) as { data: { balance: string } }).data.balance).toBe('10025.50');
  });

  it('serves hashed assets immutable and the shell, sw.js and manifest with no-cache', async () => {
    expect(await get('/assets/index-Ab12Cd34.js')).toMatchObject({
      status: 200,
      cache: 'public, max-age=31536000, immutable',
    });
    expect(await get('/')).toMatchObject({
      status: 200,
      cache: 'no-cache',
      body: expect.stringContaining('app shell'),
    });
    expect(await get('/sw.js')).toMatchObject({ status: 200, cache: 'no-cache' });
    expect(await get('/manifest.webmanifest')).toMatchObject({ status: 200, cache: 'no-cache' });
  });

  it('sends scripts brotli- or gzip-compressed as the client accepts, from the files the build wrote', async () => {
    const url = `${server.url}/assets/big-Ab12Cd34.js`;
    const br = await getEncoded(url, 'gzip, deflate, br');
    expect(br).toMatchObject({ encoding: 'br', vary: expect.stringMatching(/accept-encoding/i) });
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);
    const gz = await getEncoded(url, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_SCRIPT);
    const plain = await getEncoded(url, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
  });

  it('answers every other non-API path with the app shell, never an API path', async () => {
    const deep = await get('/my/withdrawRecord/detail?id=3');
    expect(deep).toMatchObject({ status: 200, cache: 'no-cache', body: expect.stringContaining('app shell') });
    expect(deep.type).toContain('text/html');
    expect(await get('/customer-service')).toMatchObject({ status: 200, body: expect.stringContaining('客服中心') });
    expect(await get('/media/banners/banner-1.jpg')).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect((await get('/media/avatars/none.png')).status).toBe(404);
    const api = await get('/api/configs');
    expect(api.status).toBe(405);
    const unknown = await fetch(`${server.url}/api/nothing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unknown.status).toBe(404);
    await unknown.text();
  });

  const homeBanner = (html: string) => /<div class="boot-home" aria-hidden="true">.*?<\/div>/.exec(html)?.[0];

  it('writes home header and newest banner into the shell of / and /home only', async () => {
    const expected =
      '<div class="boot-home" aria-hidden="true"><p>FinPocket</p>' +
      '<img src="/media/banners/banner-3.jpg" width="351" height="140" fetchpriority="high" alt=""></div>';
    for (const home of ['/', '/home', '/HOME/', '/home?from=tab']) {
      const res = await get(home);
      expect(res).toMatchObject({ status: 200, cache: 'no-cache' });
      expect(res.type).toContain('text/html');
      expect(homeBanner(res.body)).toBe(expected);
      // in place of the marker, before the splash that it hides
      expect(res.body).toContain(`<div id="root">${expected}${VERIFY_SHELL_MARKER}<div class="boot">splash</div></div>`);
    }
    // the banner's text is part of the picture: the language the app will show, its cookie, else the browser's
    // when it is one of the app's (as the app starts), else its default; a different picture would repaint
    const banner = async (headers: Record<string, string>) =>
      /src="([^"]+)"/.exec(homeBanner((await get('/', headers)).body)!)![1];
    expect(await banner({ cookie: 'x=1; lang=en' })).toBe('/media/banners/banner-3.en.jpg');
    expect(await banner({ cookie: 'lang=zh-Hans', 'accept-language': 'en' })).toBe(
      '/media/banners/banner-3.zh-Hans.jpg',
    );
    expect(await banner({ 'accept-language': 'en-GB' })).toBe('/media/banners/banner-3.en.jpg');
    expect(await banner({ cookie: 'lang=fr', 'accept-language': 'zh-CN' })).toBe('/media/banners/banner-3.zh-Hans.jpg');
    expect(await banner({ 'accept-language': 'fr-FR, de' })).toBe('/media/banners/banner-3.jpg');
    for (const other of ['/home/news', '/my', '/verify', '/homes']) {
      const res = await get(other);
      expect(res.body).toContain('app shell');
      expect(homeBanner(res.body)).toBeUndefined();
    }
  });

  it('marks every page in the language the app will start in', async () => {
    const lang = async (url: string, headers: Record<string, string> = {}) =>
      /<html lang="([^"]*)">/.exec((await get(url, headers)).body)?.[1];
    for (const url of ['/', '/my', '/trade/room/3', '/NO-SUCH-PAGE/']) {
      expect(await lang(url)).toBe('zh-Hant');
      expect(await lang(url, { 'accept-language': 'en-GB,en;q=0.9' })).toBe('en');
      expect(await lang(url, { cookie: 'lang=zh-Hans', 'accept-language': 'en' })).toBe('zh-Hans');
    }
  });

  it("writes the verification screen's text and button into /verify's shell in the page's language, and nowhere else", async () => {
    const shell = (html: string) => /<div class="boot-verify" inert>.*?<\/div><\/div>/.exec(html)?.[0];
    const expected =
      '<div class="boot-verify" inert><div class="verify-screen">' +
      '<svg class="verify-screen-icon" viewBox="0 0 64 64" aria-hidden="true">' +
      '<path d="M32 6l22 8v16c0 14-9.5 24-22 28C19.5 54 10 44 10 30V14z"/><path d="M22 32l7 7 13-14"/></svg>' +
      '<p class="verify-screen-text">人機身份驗證，請完成驗證操作</p>' +
      '<span class="verify-screen-start">點擊開始驗證</span></div></div>';
    for (const verify of ['/verify', '/VERIFY/', '/verify?redirect=%2Ftrade']) {
      const res = await get(verify);
      expect(res).toMatchObject({ status: 200, cache: 'no-cache' });
      expect(res.body).toContain(`<html lang="zh-Hant">`);
      // in place of its marker, before the splash that it hides
      expect(res.body).toContain(`<div id="root">${HOME_SHELL_MARKER}${expected}<div class="boot">splash</div></div>`);
    }
    // the app's words, in the language the app will start in: its cookie, else the browser's, else its default
    const page = async (headers: Record<string, string>) => (await get('/verify', headers)).body;
    const english = await page({ 'accept-language': 'en-US,en;q=0.9' });
    expect(english).toContain('<html lang="en">');
    expect(shell(english)).toContain(
      '<p class="verify-screen-text">Complete a quick security check to continue.</p>' +
        '<span class="verify-screen-start">Start the check</span>',
    );
    const simplified = await page({ cookie: 'lang=zh-Hans', 'accept-language': 'en' });
    expect(simplified).toContain('<html lang="zh-Hans">');
    expect(shell(simplified)).toContain('<p class="verify-screen-text">人机身份验证，请完成验证操作</p>');
    for (const other of ['/', '/verify/x', '/verifyx', '/my']) {
      const res = await get(other);
      expect(shell(res.body)).toBeUndefined();
      expect(res.body).toContain(VERIFY_SHELL_MARKER);
    }
    // what a visitor sends never reaches the page: an unknown language is the default's, never written in
    for (const headers of [
      { cookie: 'lang="><script>alert(1)</script>', 'accept-language': '"><img src=x onerror=alert(1)>' },
      { cookie: 'lang=en"', 'accept-language': 'en-US"><script>' },
    ]) {
      const body = await page(headers);
      expect(body).not.toMatch(/<script>|onerror/);
      expect(/<html lang="([^"]*)">/.exec(body)?.[1]).toMatch(/^(zh-Hant|zh-Hans|en)$/);
      expect(shell(body)).toBeDefined();
    }
  });

  it("names a signed-in member's screen code in the shell (the app's hint cookie), a visitor's never", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="[^"]+"(?: as="style")? href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads((await get('/trade', { cookie: 'lang=en; signed_in=1' })).body)).toEqual([
      '/assets/boot.js',
      '/assets/default-layout.js',
      '/assets/trade-page.js',
      '/assets/trade-page.css',
      '/assets/en-trade.js',
    ]);
    expect(preloads((await get('/trade')).body)).toEqual([]);
    expect(preloads((await get('/trade', { cookie: 'signed_in=0' })).body)).toEqual([]);
    expect(preloads((await get('/no-such-screen', { cookie: 'signed_in=1' })).body)).toEqual([]);
    // home's shell still takes its banner
    expect(homeBanner((await get('/', { cookie: 'signed_in=1' })).body)).toBeDefined();
  });

  it('escapes what it writes and leaves the shell as built when there is no banner', async () => {
    const { db } = await database;
    await db.insert(carousels).values({ image: { 'zh-Hant': 'x.jpg"><script>alert(1)</script>' } });
    // home's HTML is made again when the bus says the carousels changed (a trigger): within milliseconds
    const escaped = await vi.waitFor(
      async () => {
        const banner = homeBanner((await get('/')).body);
        expect(banner).toContain('src="/media/x.jpg&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
        return banner;
      },
      { timeout: 1000 },
    );
    expect(escaped).not.toContain('<script>');

    await db.delete(carousels);
    const plain = await vi.waitFor(
      async () => {
        const body = (await get('/')).body;
        expect(homeBanner(body)).toBeUndefined();
        return body;
      },
      { timeout: 1000 },
    );
    expect(plain).toContain(`<div id="root">${HOME_SHELL_MARKER}${VERIFY_SHELL_MARKER}<div class="boot">splash</div></div>`);
  });

  it("makes home's HTML once, and again when a deploy replaces dist/ or the carousels change", async () => {
    const { db } = await database;
    const built = path.join(dist, 'index.html');
    const original = await readFile(built, 'utf8');
    await db.insert(carousels).values({ image: { 'zh-Hant': 'first.jpg' } });
    // the change reaches the server over the bus (a trigger), as it would from another instance
    await vi.waitFor(async () => expect(homeBanner((await get('/')).body)).toContain('/media/first.jpg'), {
      timeout: 1000,
    });
    await writeFile(built, `<!doctype html><title>new build</title><div id="root">${HOME_SHELL_MARKER}</div>`);
    await writeFile(path.join(dist, 'assets', 'next-Zz99Yy88.js'), 'console.log(2)');
    const deployed = (await get('/')).body;
    expect(deployed).toContain('new build');
    // the new build's hashed files are served at once; the other files were indexed at start
    expect(await get('/assets/next-Zz99Yy88.js')).toMatchObject({
      status: 200,
      cache: 'public, max-age=31536000, immutable',
      body: 'console.log(2)',
    });
    expect(homeBanner(deployed)).toContain('/media/first.jpg');
    await db.update(carousels).set({ image: { 'zh-Hant': 'second.jpg' } });
    await vi.waitFor(async () => expect(homeBanner((await get('/')).body)).toContain('/media/second.jpg'), {
      timeout: 1000,
    });
    await writeFile(built, original);
    expect((await get('/my')).body).toContain('app shell');
  });
});

describe('without DEMO', () => {
  let server: RunningServer;
  const log: string[] = [];
  const database = freshDatabase();

  beforeAll(async () => {
    server = await startServer(
      {
        ...loadSettings({ PASSKEY_RP_ID: 'localhost', PASSKEY_ORIGINS: 'http://localhost' }),
        dataDir: 'memory://',
        port: 0,
        host: '127.0.0.1',
        apiRateLimit: 0,
        scheduler: false,
      },
      {
        database: await database,
        // main.ts's logger, into this list
        logger: {
          level: 'info',
          redact: { paths: LOG_REDACT, censor: '[redacted]' },
          stream: { write: (line: string) => void log.push(line) },
        },
      },
    );
  });
  afterAll(async () => {
    await server.close();
    await (await database).close();
  });

  const post = async (name: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; data: { token: string; status: string } };
  };

  it('has no demo account, says how to create the first admin, and logs no password', async () => {
    const text = log.join('');
    expect(text).toContain('npm run admin -- operator:create <account> <password> admin');
    expect(text).not.toMatch(/DEMO mode/);
    expect((await post('login', { account: DEMO_ACCOUNT, password: DEMO_PASSWORD })).code).toBe(403);
    const operator = await fetch(`${server.url}/admin/api/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: DEMO_OPERATOR, password: DEMO_OPERATOR_PASSWORD }),
    });
    expect(((await operator.json()) as { code: number }).code).toBe(403);

    // passwords members and operators send are not logged either
    const password = 'Secret!pass77';
    await post('register', { account: 'log_probe', password, confirmPassword: password });
    const session = await post('login', { account: 'log_probe', password });
    expect(session.code).toBe(200);
    for (const secret of [DEMO_PASSWORD, DEMO_OPERATOR_PASSWORD, password, session.data.token]) {
      expect(log.join('')).not.toContain(secret);
    }
  });

  it('has the catalogue the product needs, and recharges wait for an operator', async () => {
    const { db } = await database;
    expect((await db.select().from(markets)).length).toBeGreaterThan(0);
    expect((await db.select().from(rooms)).length).toBeGreaterThan(0);
    expect((await db.select().from(termProducts)).length).toBeGreaterThan(0);
    const { token } = (await post('login', { account: 'log_probe', password: 'Secret!pass77' })).data;
    const recharge = await post(
      'recharge',
      { method: 'numbercard', amount: '25.50', reference: TXID },
      { token, 'idempotency-key': crypto.randomUUID() },
    );
    expect(recharge.data.status).toBe('pending');
  });
});
