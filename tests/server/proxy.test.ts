import { buildApp } from '../../server/app';
import { loadSettings } from '../../server/settings';
import { harness, type Harness } from './support/harness';

describe('TRUST_PROXY', () => {
  it('is off by default, a number of proxies, or their addresses', () => {
    expect(loadSettings({}).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadSettings({ TRUST_PROXY: '10.0.0.0/8, loopback,2001:db8::/32' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '2001:db8::/32',
    ]);
  });

  it.each([
    ['true', /TRUST_PROXY=true is refused.*TRUST_PROXY=1 for one load balancer/],
    ['yes', /TRUST_PROXY=true is refused/],
    ['10.0.0.0/33', /TRUST_PROXY must be false, a number of proxies, or their addresses/],
    ['my-balancer', /TRUST_PROXY must be false, a number of proxies, or their addresses/],
    ['11', /TRUST_PROXY must be at most 10/],
  ])('refuses %s at start with the variable named', (value, error) => {
    expect(() => loadSettings({ TRUST_PROXY: value })).toThrow(error);
  });
});

describe('the client address behind proxies', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  });
  afterAll(() => h.close());

  let n = 0;
  /** A registration as a proxy forwards it: from `peer`, with the X-Forwarded-For the proxies built. */
  async function registerVia(app: Awaited<ReturnType<typeof buildApp>>, peer: string, forwardedFor: string) {
    const account = `proxied_${process.pid}_${++n}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ account, password: 'passw0rd1', confirmPassword: 'passw0rd1' }),
      remoteAddress: peer,
    });
    return (response.json() as { code: number }).code;
  }

  const withTrust = (trustProxy: false | number | string[]) =>
    buildApp({ ...h.app.settings, trustProxy }, { database: h.database });

  it('TRUST_PROXY=1: a forged first entry does not escape the limit of 20 registrations an hour', async () => {
    const app = await withTrust(1);
    const codes: number[] = [];
    // the client writes any first entry it likes; the load balancer (10.0.0.5) appends the address it saw
    for (let i = 0; i < 26; i++) codes.push(await registerVia(app, '10.0.0.5', `203.0.113.${i}, 192.0.2.77`));
    await app.close();
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429, 429, 429, 429, 429]);
  });

  it('26 registrations at once from one client: 20 pass', async () => {
    const app = await withTrust(1);
    const codes = await Promise.all(
      Array.from({ length: 26 }, (_, i) => registerVia(app, '10.0.0.5', `203.0.113.${i}, 192.0.2.81`)),
    );
    await app.close();
    expect(codes.filter((code) => code === 200)).toHaveLength(20);
    expect(codes.filter((code) => code === 429)).toHaveLength(6);
  });

  it('TRUST_PROXY=2 (nginx behind a load balancer): the entry the outer proxy appended is the client', async () => {
    const app = await withTrust(2);
    const forged = (i: number) => `203.0.113.${i}, 192.0.2.78, 10.0.0.9`;
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push(await registerVia(app, '127.0.0.1', forged(i)));
    await app.close();
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((code) => code === 200)).toHaveLength(20);
  });

  it("addresses: the rightmost entry that is not a listed proxy (a CDN's ranges)", async () => {
    const app = await withTrust(['198.18.0.0/15', '10.0.0.0/8']);
    const codes: number[] = [];
    // client → CDN edge (198.18.x, appends the client) → load balancer (10.x, appends the edge) → us
    for (let i = 0; i < 21; i++) {
      codes.push(await registerVia(app, '10.0.0.5', `203.0.113.${i}, 192.0.2.79, 198.18.${i}.1`));
    }
    await app.close();
    expect(codes.at(-1)).toBe(429);
  });

  it('a count trusts nothing from a client that reaches the server directly from a public address', async () => {
    const app = await withTrust(1);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push(await registerVia(app, '192.0.2.80', `203.0.113.${i}`));
    await app.close();
    expect(codes.at(-1)).toBe(429);
  });
});

describe('an IPv6 client is its /64 for every limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness({ trustProxy: 1, registersPerIp: 3, loginFailuresPerIp: 3, loginFailuresPerAccount: 1000 });
  });
  afterAll(() => h.close());

  let n = 0;
  /** A call through the trusted load balancer (10.0.0.5), from a new address inside 2001:db8:0:7::/64 each time. */
  async function fromRotating(url: string, body: unknown) {
    n += 1;
    const response = await h.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `2001:db8:0:7:${n.toString(16)}::${n}` },
      payload: JSON.stringify(body),
      remoteAddress: '10.0.0.5',
    });
    return (response.json() as { code: number }).code;
  }
  async function codesOf(times: number, call: (i: number) => Promise<number>) {
    const codes: number[] = [];
    for (let i = 0; i < times; i++) codes.push(await call(i));
    return codes;
  }

  it('registrations: the fourth from the same /64 is refused', async () => {
    const password = 'passw0rd1';
    const codes = await codesOf(4, (i) =>
      fromRotating('/api/register', { account: `six${process.pid}x${i}`, password, confirmPassword: password }),
    );
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('login guesses at three accounts: the fourth is refused', async () => {
    const codes = await codesOf(4, (i) =>
      fromRotating('/api/login', { account: `nobody${process.pid}x${i}`, password: 'wrongpass1' }),
    );
    expect(codes).toEqual([403, 403, 403, 429]);
  });

  it('reset codes: the fourth guess is refused', async () => {
    const codes = await codesOf(4, (i) =>
      fromRotating('/api/resetPassword', {
        account: `nobody${process.pid}y${i}`,
        code: 'ABCDE-FGHJK',
        password: 'newpass123',
        confirmPassword: 'newpass123',
      }),
    );
    expect(codes).toEqual([403, 403, 403, 429]);
  });

  it('console sign-in: the fourth guess is refused', async () => {
    const codes = await codesOf(4, (i) =>
      fromRotating('/admin/api/signIn', { account: `op${process.pid}x${i}`, password: 'Wrong!pass1' }),
    );
    expect(codes).toEqual([403, 403, 403, 429]);
  });
});
