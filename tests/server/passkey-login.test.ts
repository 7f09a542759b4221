import { count, sql } from 'drizzle-orm';
import { passkeyChallenges, rateEvents } from '../../server/db/schema';
import { loginChallenges } from '../../server/services/auth/passkey-login';
import { purgeExpired } from '../../server/services/platform/retention';
import { harness, TEST_PASSKEY_PARTY, type Harness } from './support/harness';
import { softwareAuthenticator } from './support/authenticator';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const PARTY = { origin: TEST_PASSKEY_PARTY.passkeyOrigins[0]!, rpId: TEST_PASSKEY_PARTY.passkeyRpId };
const challengeOf = (answer: { data: unknown }) => (answer.data as { challenge: string }).challenge;
const storedChallenges = async () => (await h.app.db.select({ n: count() }).from(passkeyChallenges))[0]!.n;

/** A member with a passkey that keeps no signature counter (a synced one: iCloud Keychain, Google's). */
async function memberWithSyncedPasskey() {
  const m = await h.member();
  const authenticator = softwareAuthenticator(PARTY);
  const options = await h.raw('passkeyRegisterOptions', { password: m.password }, { token: m.token });
  const created = authenticator.create(challengeOf(options));
  expect((await h.raw('passkeyRegister', { response: created, name: 'synced' }, { token: m.token })).code).toBe(200);
  const assertion = async () => {
    authenticator.setCounter(0);
    return authenticator.get(challengeOf(await h.raw('passkeyLoginOptions', {})));
  };
  return { ...m, authenticator, assertion };
}

describe("a member's passkey sign-in", () => {
  it('stores nothing when asked for: a thousand asks write no row', async () => {
    const before = await storedChallenges();
    const asked = await Promise.all(Array.from({ length: 1000 }, () => h.raw('passkeyLoginOptions', {})));
    expect(asked.every((answer) => answer.code === 200)).toBe(true);
    expect(new Set(asked.map(challengeOf)).size).toBe(1000);
    expect(await storedChallenges()).toBe(before);
  });

  it('refuses a challenge it did not sign, changed by one bit, or signed with another secret', async () => {
    const m = await memberWithSyncedPasskey();
    const signed = Buffer.from(challengeOf(await h.raw('passkeyLoginOptions', {})), 'base64url');
    signed[3]! ^= 1;
    const other = loginChallenges(Buffer.alloc(32, 7)).issue(new Date(h.clock.now()));
    for (const challenge of [signed, other, Buffer.alloc(40)]) {
      const response = m.authenticator.get(Buffer.from(challenge).toString('base64url'));
      expect(await h.raw('passkeyLogin', { response }, { lang: 'en' })).toMatchObject({
        code: 403,
        msg: expect.stringContaining('expired, was already used'),
      });
    }
    expect((await h.raw('passkeyLogin', { response: await m.assertion() })).code).toBe(200);
  });

  it('signs in once with an assertion sent twice at once by a passkey without a counter', async () => {
    const m = await memberWithSyncedPasskey();
    const response = await m.assertion();
    const answers = await Promise.all([1, 2, 3].map(() => h.raw('passkeyLogin', { response })));
    expect(answers.map((a) => a.code).sort()).toEqual([200, 403, 403]);
    expect((await h.raw('passkeyLogin', { response })).code).toBe(403);
  });

  it('writes one row per sign-in that passed, which retention deletes once its challenge expired', async () => {
    const m = await memberWithSyncedPasskey();
    const before = await storedChallenges();
    expect((await h.raw('passkeyLogin', { response: await m.assertion() })).code).toBe(200);
    expect(await storedChallenges()).toBe(before + 1);
    h.clock.advance(5 * 60_000 + 1000);
    await purgeExpired(h.app.db, new Date(h.clock.now()), h.app.settings);
    expect(await storedChallenges()).toBe(0);
  });
});

describe('retention', () => {
  it('purges until done: 120,000 dead rows go in one run', async () => {
    const now = new Date(h.clock.now());
    const old = new Date(now.getTime() - 2 * 86_400_000).toISOString();
    await h.app.db.execute(
      sql`insert into ${rateEvents} (key, at) select 'flood:' || i, ${old}::timestamptz from generate_series(1, 120000) i`,
    );
    const deleted = await purgeExpired(h.app.db, now, h.app.settings);
    expect(deleted.rate_events).toBeGreaterThanOrEqual(120_000);
    expect((await h.app.db.select({ n: count() }).from(rateEvents).where(sql`key like 'flood:%'`))[0]!.n).toBe(0);
  });
});
