import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { avatarFiles } from '../../server/db/schema';
import { purgeExpired, purges } from '../../server/services/platform/retention';
import { harness, type Harness } from './support/harness';
import { plainPng } from './support/images';

let h: Harness;
beforeAll(async () => {
  // the API rate limit on, so its counters pile up too
  h = await harness({ apiRateLimit: 1_000_000 });
});
afterAll(() => h.close());

const TABLES = [
  'sessions',
  'operator_sessions',
  'idempotency_keys',
  'rate_events',
  'api_hits',
  'avatar_files',
  'ticks',
  'candles',
];
const STEP_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

async function sizes() {
  const out: Record<string, { rows: number; bytes: number }> = {};
  for (const table of TABLES) {
    const result = await h.app.db.execute(
      sql`select count(*)::int as rows, pg_total_relation_size(${table}::regclass)::int as bytes from ${sql.identifier(table)}`,
    );
    const [row] = (result as unknown as { rows: { rows: number; bytes: number }[] }).rows;
    out[table] = row!;
  }
  return out;
}

function avatar(token: string, seed: number) {
  const boundary = `----retention${seed}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return h.app.inject({
    method: 'POST',
    url: '/api/uploadAvatar',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
    payload: Buffer.concat([Buffer.from(head), plainPng(seed), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

it('keeps only what is still used after a day of simulated calls', async () => {
  const members = await Promise.all(Array.from({ length: 6 }, () => h.member()));
  const start = h.clock.now();
  let step = 0;
  let lastKey = '';
  let lastMember = members[0]!;
  // a day of use every five minutes: a sign-in, a wrong password, a recharge, and an avatar change every hour
  while (h.clock.now() - start < DAY_MS) {
    h.clock.advance(STEP_MS);
    const m = members[step % members.length]!;
    const signedIn = await h.raw('login', { account: (await accountOf(m.id))!, password: m.password });
    const token = (signedIn.data as { token: string }).token;
    await h.raw('login', { account: (await accountOf(m.id))!, password: 'wrong-passw0rd' });
    lastKey = randomUUID();
    expect((await h.call('recharge', { method: 'bankcard', amount: '10.00' }, { token, key: lastKey })).code).toBe(200);
    if (step % 12 === 0) expect((await avatar(token, step)).statusCode).toBe(200);
    lastMember = m;
    step++;
  }
  // an avatar no member shows any more (the member's row changed behind the upload's back)
  const twoHoursAgo = new Date(h.clock.now() - 2 * 3600_000);
  await h.app.db
    .insert(avatarFiles)
    .values({ hash: 'f'.repeat(64), type: 'png', bytes: plainPng(999_999), createdAt: twoHoursAgo });

  const before = await sizes();
  const now = new Date(h.clock.now());
  const deleted = await purgeExpired(h.app.db, now, h.app.settings);
  const after = await sizes();
  console.log(
    'table sizes after a day of simulated use (rows, bytes): before the purge / after\n' +
      TABLES.map(
        (t) => `  ${t}: ${before[t]!.rows} rows ${before[t]!.bytes} B / ${after[t]!.rows} rows ${after[t]!.bytes} B`,
      ).join('\n'),
  );

  // nothing dead is left, and nothing alive went
  for (const purge of purges(now, h.app.settings)) {
    const [left] = await h.app.db.select({ n: count() }).from(purge.table).where(purge.dead);
    expect(left!.n, purge.name).toBe(0);
  }
  for (const table of ['sessions', 'rate_events', 'api_hits', 'avatar_files']) {
    expect(deleted[table], table).toBeGreaterThan(0);
    expect(after[table]!.rows, table).toBeLessThan(before[table]!.rows);
  }
  // the last recharge's key still replays within its window, to the member signed in again
  const again = await h.raw('login', { account: (await accountOf(lastMember.id))!, password: lastMember.password });
  const token = (again.data as { token: string }).token;
  const replay = await h.call('recharge', { method: 'bankcard', amount: '10.00' }, { token, key: lastKey });
  expect(replay.code).toBe(200);
  const [keys] = await h.app.db
    .execute(sql`select count(*)::int as n from recharges where member_id = ${lastMember.id}`)
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  expect(keys!.n).toBe(Math.ceil(step / members.length));
  // a day of calls: about 20 s alone, minutes beside other suites on two cores
}, 300_000);

async function accountOf(id: number) {
  const result = await h.app.db.execute(sql`select account from members where id = ${id}`);
  return (result as unknown as { rows: { account: string }[] }).rows[0]?.account;
}
