import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { restoreCommand } from '../../server/cli/restore';
import { runCommand } from '../../server/cli/run-command';
import { sendCommand, serveCommands } from '../../server/cli/control-socket';
import { buildApp } from '../../server/app';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { bills, members } from '../../server/db/schema';
import { newestBackupAgeSeconds, scheduledBackup, takeBackup } from '../../server/services/platform/backups';
import { createDatabase } from './support/database';
import { harness, testSettings, type Harness } from './support/harness';
import { ledgerProblems } from './support/invariants';

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');
let h: Harness;
let work: string;
const dropAfter: Array<() => Promise<void>> = [];
beforeAll(async () => {
  // DEMO: a recharge is approved at once, so recharges move money without an operator
  h = await harness({ demo: true });
  work = await mkdtemp(path.join(os.tmpdir(), 'backups-'));
});
afterAll(async () => {
  await h.close();
  for (const drop of dropAfter) await drop();
  await rm(work, { recursive: true, force: true });
});

const postgres = () => h.database.kind === 'postgres';
const PASSWORD = 'n0t-in-argv';
const withPassword = (url: string) => Object.assign(new URL(url), { password: PASSWORD }).toString();
const modeOf = async (file: string) => (await stat(file)).mode & 0o777;
const ext = () => (postgres() ? 'pgdump' : 'tar.gz');

/** Restores `file` into a new database (a directory, or an empty PostgreSQL database) and opens it. */
async function restored(file: string): Promise<Database> {
  const lines: string[] = [];
  if (postgres()) {
    const target = await createDatabase(process.env.DATABASE_URL!);
    dropAfter.push(target.drop);
    await restoreCommand([file], { databaseUrl: withPassword(target.url), dataDir: './unused' }, (l) => lines.push(l));
    return openPostgres(target.url);
  }
  const dir = path.join(work, `restored-${path.basename(file)}`);
  await restoreCommand([file, '--data-dir', dir], { databaseUrl: undefined, dataDir: './unused' }, (l) =>
    lines.push(l),
  );
  expect(lines.at(-1)).toContain(`into ${dir}`);
  return openPglite(dir);
}

const balanceOf = async (db: Database['db'], id: number) =>
  (await db.select({ balance: members.balance }).from(members).where(eq(members.id, id)))[0]!.balance;

async function withdrawAndRecharge(m: { token: string; cardId: number }, times: number) {
  return Promise.all(
    Array.from({ length: times }, (_, i) =>
      i % 2
        ? h.call('recharge', { method: 'bankcard', amount: '7.00' }, { token: m.token })
        : h.call(
            'withdraw',
            { amount: '100', to: { type: 'card', id: m.cardId }, tradePassword: '135790' },
            { token: m.token },
          ),
    ),
  );
}

// every test dumps and loads whole databases: seconds each, more on a loaded machine
describe('backup and restore', { timeout: 180_000 }, () => {
  it('restores the ledger as it was at the backup: it reconciles, the member signs in, later money is not there', async () => {
    const m = await h.withdrawer();
    await h.fund(m.id, 1000_00);
    await withdrawAndRecharge(m, 4);
    const file = path.join(work, `first.${ext()}`);
    const out: string[] = [];
    if (postgres())
      expect(await runCommand(h.app.db, ['backup', file], { out: (l) => out.push(l), err: (l) => out.push(l) })).toBe(
        0,
      );
    else {
      // PGlite: through the running server's control socket, as `npm run admin -- backup` does
      const dir = await mkdtemp(path.join(work, 'server-'));
      const stop = await serveCommands(h.app.db, dir);
      const exit = await sendCommand(dir, ['backup', file], (line) => out.push('out' in line ? line.out : line.err));
      await stop();
      expect(exit).toBe(0);
    }
    expect(out.join('\n')).toMatch(/backup written and verified: .*first/);
    const balanceAtBackup = await balanceOf(h.app.db, m.id);
    const billsAtBackup = await h.app.db.$count(bills, eq(bills.memberId, m.id));
    await h.fund(m.id, 55_00);
    await withdrawAndRecharge(m, 2);
    expect(await balanceOf(h.app.db, m.id)).not.toBe(balanceAtBackup);

    const back = await restored(file);
    try {
      expect(await ledgerProblems(back.db)).toEqual([]);
      expect(await balanceOf(back.db, m.id)).toBe(balanceAtBackup);
      expect(await back.db.$count(bills, eq(bills.memberId, m.id))).toBe(billsAtBackup);
      const app = await buildApp(testSettings({ now: h.clock.now }), { database: back });
      const account = (await h.app.db.select().from(members).where(eq(members.id, m.id)))[0]!.account;
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ account, password: m.password }),
      });
      expect(login.json()).toMatchObject({ code: 200 });
      await app.close();
    } finally {
      await back.close();
    }
  });

  it('a backup taken during a burst of money calls restores to a ledger that reconciles', async () => {
    const m = await h.withdrawer();
    await h.fund(m.id, 5000_00);
    const file = path.join(work, `burst.${ext()}`);
    const [results] = await Promise.all([withdrawAndRecharge(m, 40), takeBackup(h.app.db, file)]);
    expect(results.filter((r) => r.code !== 200).map((r) => r.msg)).toEqual([]);
    const back = await restored(file);
    try {
      expect(await ledgerProblems(back.db)).toEqual([]);
      const balance = await balanceOf(back.db, m.id);
      expect(balance).toBeGreaterThanOrEqual(5000_00 - 20 * 100_50);
      expect(balance).toBeLessThanOrEqual(5000_00 + 20 * 7_00);
    } finally {
      await back.close();
    }
  });

  it('every backup is its owner\'s alone: the file 0600, a directory made for it 0700, BACKUP_DIR 0700', async () => {
    const made = path.join(work, 'made', 'for', 'it');
    const file = path.join(made, `manual.${ext()}`);
    await takeBackup(h.app.db, file);
    expect(await modeOf(file)).toBe(0o600);
    expect([await modeOf(made), await modeOf(path.join(work, 'made'))]).toEqual([0o700, 0o700]);
    // a BACKUP_DIR someone made open to everyone
    const open = path.join(work, 'open-dir');
    await mkdir(open, { mode: 0o755 });
    await chmod(open, 0o755);
    const taken = await scheduledBackup(h.app.db, { dir: open, everySeconds: 60, keep: 1 }, 'x', new Date(0));
    expect(await modeOf(open)).toBe(0o700);
    expect(await modeOf(taken!.file)).toBe(0o600);
  });

  it("scheduled backups: one instance per period, BACKUP_KEEP files kept, the newest one's age", async () => {
    const dir = path.join(work, 'scheduled');
    const schedule = { dir, everySeconds: 3600, keep: 2 };
    // later than every backup the other tests took (at the real time)
    const start = new Date(Date.now() + 10 * 86_400_000);
    const taken: string[] = [];
    for (let i = 0; i < 4; i++) {
      const at = new Date(start.getTime() + i * 3600_000);
      // two instances at the same moment: one takes it, the other finds the lease held
      const [a, b] = await Promise.all([
        scheduledBackup(h.app.db, schedule, 'instance-a', at),
        scheduledBackup(h.app.db, schedule, 'instance-b', at),
      ]);
      expect([a, b].filter(Boolean)).toHaveLength(1);
      taken.push(path.basename((a ?? b)!.file));
      // within the period nobody takes another
      expect(
        await scheduledBackup(h.app.db, schedule, 'instance-b', new Date(at.getTime() + 1800_000)),
      ).toBeUndefined();
    }
    expect((await readdir(dir)).sort()).toEqual(taken.slice(-2));
    for (const name of taken.slice(-2)) expect(await modeOf(path.join(dir, name))).toBe(0o600);
    expect(await modeOf(dir)).toBe(0o700);
    const last = new Date(start.getTime() + 3 * 3600_000);
    expect(await newestBackupAgeSeconds(h.app.db, new Date(last.getTime() + 5400_000))).toBe(5400);
  });

  it('refuses a corrupt or truncated backup, and a file that is not one', async () => {
    const good = await readFile(path.join(work, `first.${ext()}`));
    const truncated = path.join(work, `truncated.${ext()}`);
    await writeFile(truncated, good.subarray(0, Math.floor(good.length / 2)));
    const flipped = Buffer.from(good);
    for (let i = 200; i < flipped.length; i += 97) flipped[i] = flipped[i]! ^ 0xff;
    const corrupt = path.join(work, `corrupt.${ext()}`);
    await writeFile(corrupt, flipped);
    const notOne = path.join(work, 'notes.txt');
    await writeFile(notOne, 'hello');
    // PostgreSQL: an empty database, so that only pg_restore can refuse (and its one transaction leaves it empty)
    const empty = postgres() ? await createDatabase(process.env.DATABASE_URL!) : undefined;
    if (empty) dropAfter.push(empty.drop);
    // the database's password (trust ignores it) must reach pg_restore, and never its arguments or the message
    const settings = { databaseUrl: empty && withPassword(empty.url), dataDir: './unused' };
    for (const file of [truncated, corrupt]) {
      const target = postgres() ? [file] : [file, '--data-dir', path.join(work, `never-${path.basename(file)}`)];
      const refused = String(await restoreCommand(target, settings, () => {}).catch((error: unknown) => error));
      expect(refused).toMatch(/does not open|pg_restore failed/);
      expect(refused).not.toContain(PASSWORD);
    }
    await expect(restoreCommand([notOne], settings, () => {})).rejects.toThrow(/is not a backup/);
    if (!postgres()) expect(await readdir(work)).not.toContain(`never-truncated.tar.gz`);
  });

  it.skipIf(process.env.DATABASE_URL)(
    '`restore` refuses a data directory a running server holds',
    { timeout: 120_000 },
    async () => {
      const dir = path.join(work, 'running');
      await restoreCommand(
        [path.join(work, 'first.tar.gz'), '--data-dir', dir],
        { databaseUrl: undefined, dataDir: '' },
        () => {},
      );
      // the parent process plays the server holding the directory
      await writeFile(path.join(dir, 'server.pid'), String(process.ppid));
      const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '' };
      const refused = await run(tsx, ['server/admin.ts', 'restore', path.join(work, 'burst.tar.gz')], { env }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused).toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`is in use by process ${process.ppid}`),
      });
      // the data stayed: it is still the first backup's
      await rm(path.join(dir, 'server.pid'));
      const still = await openPglite(dir);
      expect(await ledgerProblems(still.db)).toEqual([]);
      await still.close();
    },
  );
});

describe.runIf(process.env.DATABASE_URL)('moving a PGlite deployment to PostgreSQL', () => {
  it(
    'export-to-postgres copies every table in one transaction; the ledger reconciles and the member signs in',
    { timeout: 120_000 },
    async () => {
      const source = await openPglite('memory://');
      const app = await buildApp(testSettings({ now: h.clock.now, demo: true }), { database: source });
      const inject = (url: string, body: unknown, headers: Record<string, string> = {}) =>
        app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify(body),
        });
      const registered = (
        await inject('/api/register', { account: 'moving_1', password: 'passw0rd1', confirmPassword: 'passw0rd1' })
      ).json();
      for (let i = 0; i < 3; i++)
        expect(
          (
            await inject(
              '/api/recharge',
              { method: 'bankcard', amount: '25.00' },
              { token: registered.data.token, 'idempotency-key': crypto.randomUUID() },
            )
          ).json(),
        ).toMatchObject({ code: 200 });
      const target = await createDatabase(process.env.DATABASE_URL!);
      dropAfter.push(target.drop);
      const lines: string[] = [];
      expect(
        await runCommand(source.db, ['export-to-postgres', target.url], {
          out: (l) => lines.push(l),
          err: (l) => lines.push(l),
        }),
      ).toBe(0);
      expect(lines.at(-1)).toContain('copied and reconciled');
      // a second export into the same database is refused: never over data
      expect(
        await runCommand(source.db, ['export-to-postgres', target.url], { out: () => {}, err: (l) => lines.push(l) }),
      ).toBe(1);
      expect(lines.at(-1)).toContain('is not empty');
      await app.close();
      const moved = await openPostgres(target.url);
      try {
        expect(await ledgerProblems(moved.db)).toEqual([]);
        expect(await balanceOf(moved.db, registered.data.userInfo.id)).toBe(75_00);
        expect(await moved.db.$count(bills)).toBe(await source.db.$count(bills));
        const movedApp = await buildApp(testSettings({ now: h.clock.now }), { database: moved });
        const login = await movedApp.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ account: 'moving_1', password: 'passw0rd1' }),
        });
        expect(login.json()).toMatchObject({ code: 200 });
        // new rows get new ids: the sequences were moved past the copied ones
        const another = await movedApp.inject({
          method: 'POST',
          url: '/api/register',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ account: 'moving_2', password: 'passw0rd1', confirmPassword: 'passw0rd1' }),
        });
        expect(another.json()).toMatchObject({ code: 200 });
        await movedApp.close();
      } finally {
        await moved.close();
        await source.close();
      }
    },
  );
});
