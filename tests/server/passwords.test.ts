import { randomBytes, scryptSync } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { members, operators } from '../../server/db/schema';
import { createOperator } from '../../server/services/operators/operator-accounts';
import { COMMAND_ACTOR } from '../../server/services/operators/audit';
import {
  hashPassword,
  madeAt,
  OWASP_COST,
  passwordCost,
  usePasswordCostForTests,
  verifyPassword,
} from '../../server/services/auth/passwords';
import { TRADE_PASSWORD_COST } from '../../server/services/auth/trade-password';
import { loadSettings } from '../../server/settings';
import { harness, type Harness } from './support/harness';
import { adminCall } from './support/operators';

/** What the server stored before the cost was kept with the hash: scrypt N=2^14, "scrypt$<salt>$<key>". */
function legacyHash(password: string) {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1 }).toString('hex')}`;
}

/** What the server stored before issue 42: scrypt at N=2^n with its cost. */
function scryptHash(password: string, ln: number) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** ln, r: 8, p: 1, maxmem: 256 * 2 ** ln * 8 });
  return `scrypt$ln=${ln},r=8,p=1$${salt.toString('hex')}$${key.toString('hex')}`;
}

// the harness hashes at m=2^10 KiB, t=1 (testSettings: TEST_SCRYPT_LN)
const TEST_PREFIX = '$argon2id$v=19$m=1024,t=1,p=1$';

describe("OWASP's cost in production", () => {
  afterAll(() => usePasswordCostForTests(10));

  it('hashes with Argon2id at m=19 MiB, t=2, p=1, stored with the hash, without blocking the event loop', async () => {
    usePasswordCostForTests(undefined);
    expect(passwordCost()).toEqual({ m: 19456, t: 2, p: 1 });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const hash = await hashPassword('correct horse');
    clearInterval(timer);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    // the event loop ran while the pool hashed
    expect(ticks).toBeGreaterThan(1);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(madeAt(hash, OWASP_COST)).toBe(true);
    usePasswordCostForTests(10);
    expect(passwordCost()).toEqual({ m: 1024, t: 1, p: 1 });
    expect(madeAt(await hashPassword('x'), OWASP_COST)).toBe(false);
  });

  it('still verifies the scrypt hashes of before, which are not at the current cost', async () => {
    for (const old of [legacyHash('passw0rd1'), scryptHash('passw0rd1', 12)]) {
      expect(await verifyPassword('passw0rd1', old)).toBe(true);
      expect(await verifyPassword('passw0rd2', old)).toBe(false);
      expect(madeAt(old, passwordCost())).toBe(false);
    }
    expect(await verifyPassword('passw0rd1', undefined)).toBe(false);
    expect(await verifyPassword('passw0rd1', 'garbage')).toBe(false);
  });

  it('is what a server hashes at unless a test harness sets TEST_SCRYPT_LN', () => {
    expect(loadSettings({}).testScryptLn).toBeUndefined();
    expect(loadSettings({ TEST_SCRYPT_LN: '10' }).testScryptLn).toBe(10);
    expect(() => loadSettings({ TEST_SCRYPT_LN: '4' })).toThrow(/TEST_SCRYPT_LN must be an integer from 10 to 17/);
  });
});

describe('an old hash is replaced at the next right password', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  });
  afterAll(() => h.close());

  const memberRow = async (id: number) => (await h.app.db.select().from(members).where(eq(members.id, id)))[0]!;

  it('a member signs in with an N=2^14 scrypt hash, which is then stored with Argon2id at the current cost', async () => {
    const m = await h.member(`legacy_${process.pid}`, 'oldpass123');
    await h.app.db
      .update(members)
      .set({ passwordHash: legacyHash('oldpass123') })
      .where(eq(members.id, m.id));
    expect((await h.call('login', { account: `legacy_${process.pid}`, password: 'wrongpass1' })).code).toBe(403);
    expect((await memberRow(m.id)).passwordHash.split('$')).toHaveLength(3);
    expect((await h.call('login', { account: `legacy_${process.pid}`, password: 'oldpass123' })).code).toBe(200);
    const upgraded = (await memberRow(m.id)).passwordHash;
    expect(upgraded.startsWith(TEST_PREFIX)).toBe(true);
    expect((await h.call('login', { account: `legacy_${process.pid}`, password: 'oldpass123' })).code).toBe(200);
    expect((await memberRow(m.id)).passwordHash).toBe(upgraded);
  });

  it("a member's old trade password hash is replaced at the next right trade password", async () => {
    const m = await h.withdrawer();
    await h.fund(m.id, 1000_00);
    await h.app.db
      .update(members)
      .set({ tradePasswordHash: legacyHash('135790') })
      .where(eq(members.id, m.id));
    await h.heard();
    const withdraw = { amount: '100', to: { type: 'card' as const, id: m.cardId }, tradePassword: '135790' };
    expect((await h.call('withdraw', withdraw, { token: m.token })).code).toBe(200);
    const upgraded = (await memberRow(m.id)).tradePasswordHash!;
    expect(upgraded).toMatch(/^tp\$[0-9a-f]{8}\$\$argon2id\$v=19\$m=8192,t=2,p=1\$/);
    expect(TRADE_PASSWORD_COST).toEqual({ m: 8192, t: 2, p: 1 });
    // peppered: the stored hash alone does not say whether a guess is right
    expect(await verify(upgraded.slice(12), '135790')).toBe(false);
    expect((await h.call('withdraw', withdraw, { token: m.token })).code).toBe(200);
    expect((await memberRow(m.id)).tradePasswordHash).toBe(upgraded);
  });

  it('an operator signs in with an N=2^14 hash, which is then stored at the current cost', async () => {
    const op = await createOperator(
      h.app.db,
      { account: 'op_legacy', password: 'Operat0r!pass', role: 'reviewer' },
      COMMAND_ACTOR,
      new Date(h.clock.now()),
    );
    await h.app.db
      .update(operators)
      .set({ passwordHash: legacyHash('Operat0r!pass') })
      .where(eq(operators.id, op.id));
    const first = await adminCall(h, 'signIn', { account: 'op_legacy', password: 'Operat0r!pass' });
    expect(first.data.step).toBe('enrol');
    const [row] = await h.app.db.select().from(operators).where(eq(operators.id, op.id));
    expect(row!.passwordHash.startsWith(TEST_PREFIX)).toBe(true);
  });
});

describe("the trade password's pepper", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  });
  afterAll(() => h.close());

  const tradeHash = async (id: number) =>
    (await h.app.db.select().from(members).where(eq(members.id, id)))[0]!.tradePasswordHash!;

  it('moves to SERVER_SECRET once it is set; under a secret the server no longer has, no trade password verifies', async () => {
    const m = await h.withdrawer();
    await h.fund(m.id, 1000_00);
    const withdraw = { amount: '100', to: { type: 'card' as const, id: m.cardId }, tradePassword: '135790' };
    const underDatabaseKey = await tradeHash(m.id);
    expect((await h.call('withdraw', withdraw, { token: m.token })).code).toBe(200);
    expect(await tradeHash(m.id)).toBe(underDatabaseKey);

    await h.restart({ serverSecret: 'a'.repeat(40) });
    expect((await h.call('withdraw', withdraw, { token: m.token })).code).toBe(200);
    const underSecret = await tradeHash(m.id);
    expect(underSecret.slice(0, 12)).not.toBe(underDatabaseKey.slice(0, 12));
    expect((await h.call('withdraw', { ...withdraw, tradePassword: '135791' }, { token: m.token })).code).toBe(403);
    expect((await h.call('withdraw', withdraw, { token: m.token })).code).toBe(200);

    await h.restart({ serverSecret: 'b'.repeat(40) });
    expect((await h.call('withdraw', withdraw, { token: m.token })).code).toBe(403);
    expect(await tradeHash(m.id)).toBe(underSecret);
  });
});
