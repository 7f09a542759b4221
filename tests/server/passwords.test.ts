import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { members, operators } from '../../server/db/schema';
import { createOperator } from '../../server/services/operator-accounts';
import { COMMAND_ACTOR } from '../../server/services/audit';
import {
  hashPassword,
  needsRehash,
  OWASP_COST,
  useScryptCostForTests,
  verifyPassword,
} from '../../server/services/passwords';
import { loadSettings } from '../../server/settings';
import { harness, type Harness } from './support/harness';
import { adminCall } from './support/operators';

/** What the server stored before the cost was kept with the hash: scrypt N=2^14, "scrypt$<salt>$<key>". */
function legacyHash(password: string) {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1 }).toString('hex')}`;
}

// the harness hashes at N=2^10 (testSettings: TEST_SCRYPT_LN)
const TEST_PREFIX = 'scrypt$ln=10,r=8,p=1$';

describe("OWASP's cost in production", () => {
  afterAll(() => useScryptCostForTests({ ln: 10, r: 8, p: 1 }));

  it('hashes at N=2^17, r=8, p=1, stored with the hash, without blocking the event loop', async () => {
    useScryptCostForTests(OWASP_COST);
    expect(OWASP_COST).toEqual({ ln: 17, r: 8, p: 1 });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const hash = await hashPassword('correct horse');
    clearInterval(timer);
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    // the event loop ran while the pool hashed
    expect(ticks).toBeGreaterThan(5);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash(legacyHash('x'))).toBe(true);
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

  it('a member signs in with an N=2^14 hash, which is then stored at the current cost', async () => {
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
    expect((await memberRow(m.id)).tradePasswordHash?.startsWith(TEST_PREFIX)).toBe(true);
    expect((await h.call('withdraw', withdraw, { token: m.token })).code).toBe(200);
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
