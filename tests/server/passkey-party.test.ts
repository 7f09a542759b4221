import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { harness, type Harness } from './support/harness';
import { softwareAuthenticator } from './support/authenticator';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

describe('outside demo mode', () => {
  it.each([
    [{ passkeyRpId: undefined }, /^PASSKEY_RP_ID must be set outside demo mode/],
    [{ passkeyOrigins: undefined }, /^PASSKEY_ORIGINS must be set outside demo mode/],
    [{ passkeyRpId: undefined, passkeyOrigins: [] }, /^PASSKEY_RP_ID and PASSKEY_ORIGINS must be set/],
  ])('a server does not start without its passkey settings: %o', async (missing, error) => {
    await expect(buildApp({ ...h.app.settings, ...missing }, { database: h.database })).rejects.toThrow(error);
  });

  it('in demo mode it starts without them', async () => {
    const demo = { ...h.app.settings, demo: true, passkeyRpId: undefined, passkeyOrigins: undefined };
    const app = await buildApp(demo, { database: h.database });
    await app.close();
  });
});

describe('a relying party on a parent domain', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const party = { passkeyRpId: 'example.com', passkeyOrigins: ['https://app.example.com'] };
    app = await buildApp({ ...h.app.settings, ...party }, { database: h.database });
  });
  afterAll(() => app.close());

  const call = async (name: string, body: unknown, token: string, host: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      headers: { 'content-type': 'application/json', token, host, 'x-forwarded-host': host },
      payload: JSON.stringify(body),
    });
    return response.json() as { code: number; data: { challenge: string; rp: { id: string } } };
  };

  /** A passkey offered to a page on `origin` (a request whose Host says so), as its authenticator answers it. */
  async function enrolFrom(origin: string) {
    const m = await h.member();
    const options = await call('passkeyRegisterOptions', { password: m.password }, m.token, new URL(origin).host);
    expect(options.data.rp.id).toBe('example.com');
    const response = softwareAuthenticator({ origin, rpId: 'example.com' }).create(options.data.challenge);
    return (await call('passkeyRegister', { response, name: 'phone' }, m.token, new URL(origin).host)).code;
  }

  it("takes responses from PASSKEY_ORIGINS only, never from a sibling subdomain that names itself in Host", async () => {
    expect(await enrolFrom('https://evil.example.com')).toBe(403);
    expect(await enrolFrom('https://app.example.com')).toBe(200);
  });
});
