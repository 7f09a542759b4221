import { eq, inArray, sql } from 'drizzle-orm';
import { sessions } from '../../server/db/schema';
import { hashToken, issueToken, LAST_SEEN_EVERY_MS } from '../../server/services/auth/sessions';
import { deleteInBatches, PURGE_BATCH, PURGE_LOCK, purges } from '../../server/services/platform/retention';
import { harness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const idleMs = () => h.app.settings.sessionIdleSeconds * 1000;
const now = () => new Date(h.clock.now());
const purgeSessions = () =>
  deleteInBatches(
    h.app.db,
    purges(now(), h.app.settings).find((purge) => purge.name === 'sessions')!,
  );
const lastSeen = async (token: string) =>
  (
    await h.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]?.lastSeenAt.getTime();

describe('idle timeout', () => {
  it('is 30 minutes by default', () => {
    expect(h.app.settings.sessionIdleSeconds).toBe(30 * 60);
  });

  it('keeps a session in use, refuses one left idle past SESSION_IDLE_TIMEOUT', async () => {
    const { token } = await h.member();
    // each request inside the timeout keeps it alive, long after the first timeout would have passed
    for (let i = 0; i < 3; i++) {
      h.clock.advance(idleMs() - 5000);
      expect((await h.call('balance', {}, { token })).code).toBe(200);
    }
    h.clock.advance(idleMs() + 1000);
    expect((await h.call('balance', {}, { token })).code).toBe(8888);
    // the purge takes it away for good
    await purgeSessions();
    expect(await lastSeen(token)).toBeUndefined();
  });

  it('writes the last request at most once a minute', async () => {
    const { token } = await h.member();
    const signedIn = h.clock.now();
    expect(await lastSeen(token)).toBe(signedIn);
    h.clock.advance(LAST_SEEN_EVERY_MS - 1000);
    await h.call('balance', {}, { token });
    expect(await lastSeen(token)).toBe(signedIn);
    h.clock.advance(1000);
    await h.call('balance', {}, { token });
    expect(await lastSeen(token)).toBe(h.clock.now());
  });
});

describe('purge', () => {
  it('deletes expired, revoked and idle sessions, keeps live ones', async () => {
    const live = await h.member();
    const revoked = await h.member();
    await h.call('logout', {}, { token: revoked.token });
    const expired = await issueToken(h.app.db, live.id, new Date(h.clock.now() - 120_000), 60);
    const idle = await issueToken(h.app.db, live.id, new Date(h.clock.now() - idleMs() - 1000), 86_400);
    const mine = [live.token, revoked.token, expired, idle].map(hashToken);

    expect(await purgeSessions()).toBeGreaterThanOrEqual(3);
    const left = await h.app.db.select().from(sessions).where(inArray(sessions.tokenHash, mine));
    expect(left.map((row) => row.tokenHash)).toEqual([hashToken(live.token)]);
    expect((await h.call('balance', {}, { token: live.token })).code).toBe(200);
  });

  it('works through more than one batch, and a second run finds nothing', async () => {
    const { id } = await h.member();
    const past = new Date(h.clock.now() - 86_400_000);
    const rows = Array.from({ length: PURGE_BATCH + 10 }, (_, i) => ({
      tokenHash: hashToken(`dead-${i}`),
      memberId: id,
      createdAt: past,
      expiresAt: new Date(past.getTime() + 1000),
      lastSeenAt: past,
    }));
    await h.app.db.insert(sessions).values(rows);
    expect(await purgeSessions()).toBeGreaterThanOrEqual(PURGE_BATCH + 10);
    expect(await purgeSessions()).toBe(0);
  });

  // PGlite has one connection: a second transaction waits for the first instead of running beside it
  it.runIf(Boolean(process.env.DATABASE_URL))('skips its turn while another instance purges', async () => {
    const { id } = await h.member();
    const dead = await issueToken(h.app.db, id, new Date(h.clock.now() - 120_000), 60);
    await h.app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PURGE_LOCK})`);
      expect(await purgeSessions()).toBe(0);
    });
    expect(await purgeSessions()).toBeGreaterThanOrEqual(1);
    expect(await lastSeen(dead)).toBeUndefined();
  });
});
