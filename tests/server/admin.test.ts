import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { serveCommands } from '../../server/cli/control-socket';
import { auditLog, operators } from '../../server/db/schema';
import { harness, type Harness } from './support/harness';
import { runCommand } from './support/commands';
import { ledgerProblems } from './support/invariants';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const admin = (...argv: string[]) => runCommand(h.app.db, ...argv);

describe('admin commands', () => {
  it('lists and approves a pending recharge, rejects a withdrawal back to the balance', async () => {
    const m = await h.member();
    await h.call('addTradePassword', { password: m.password, tradePassword: '480275' }, { token: m.token });
    const r = await h.call('recharge', { method: 'hkbankcard', amount: '500' }, { token: m.token });
    expect((await admin('pending')).join('\n')).toContain(`#${r.data.id}`);
    await admin('recharge:approve', String(r.data.id));
    await expect(admin('recharge:approve', String(r.data.id))).rejects.toThrow(/no pending recharge/);
    expect((await h.call('balance', {}, { token: m.token })).data.balance).toBe('500.00');

    const card = await h.call(
      'addCard',
      { kind: 'bank', bankName: 'B', holder: 'H', number: '11112222', tradePassword: '480275' },
      { token: m.token },
    );
    const w = await h.call(
      'withdraw',
      { amount: '200', to: { type: 'card', id: card.data.id }, tradePassword: '480275' },
      { token: m.token },
    );
    await admin('withdraw:reject', String(w.data.id), 'card closed');
    expect((await h.call('balance', {}, { token: m.token })).data).toEqual({
      balance: '500.00',
      frozen: '0.00',
      termBalance: '0.00',
    });
    const w2 = await h.call(
      'withdraw',
      { amount: '100', to: { type: 'card', id: card.data.id }, tradePassword: '480275' },
      { token: m.token },
    );
    await admin('withdraw:approve', String(w2.data.id));
    expect((await h.call('balance', {}, { token: m.token })).data).toEqual({
      balance: '399.50',
      frozen: '0.00',
      termBalance: '0.00',
    });
    expect((await h.call('withdraws', { status: 'rejected' }, { token: m.token })).data.total).toBe(1);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });

  it('publishes sanitized HTML and removes content', async () => {
    await admin(
      'news:add',
      'guides',
      '安全提示',
      '<p onclick="x()">小心<script>alert(1)</script><a href="javascript:alert(1)">詐騙</a></p>',
    );
    const detail = await h.call('new', { id: (await h.call('news', { category: 'guides' })).data.data[0]!.id });
    expect(detail.data.content).toBe('<p>小心<a>詐騙</a></p>');
    await admin('ad:add', '<img src=x onerror=alert(1)><b>公告</b>');
    const [ad] = (await h.call('advertisingBoard', {})).data.data;
    expect(ad!.content).toBe('<img><b>公告</b>');
    await admin('ad:remove', String(ad!.id));
    expect((await h.call('advertisingBoard', {})).data.data[0]?.id).not.toBe(ad!.id);
    await admin('notice:add', '系統維護通知');
    await admin('carousel:add', 'https://example.com/a.png');
    expect((await h.call('carousels', {})).data.data[0]?.image).toBe('https://example.com/a.png');
    await expect(admin('news:add', 'other', 't', 'x')).rejects.toThrow(/category/);
    // the console's content service wrote each change, with its audit row
    const rows = await h.app.db.select().from(auditLog).where(eq(auditLog.actor, 'command'));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['news.create', 'ad.create', 'ad.remove', 'notice.create', 'carousel.create']),
    );
  });

  it('sets validated config values, channels, and creates members', async () => {
    await admin('config:set', 'withdraw_fee_rate', '0.01');
    expect((await h.call('configs', {})).data.withdraw_fee_rate).toBe('0.01');
    await expect(admin('config:set', 'withdraw_min', 'ten')).rejects.toThrow(/withdraw_min: Enter an amount/);
    await expect(admin('config:set', 'nope', '1')).rejects.toThrow(/unknown key/);
    await admin('channel:set', 'metalcard', '金屬卡', '說明', '帳號 1');
    expect((await h.call('configs', {})).data.deposit_channels.find((c) => c.method === 'metalcard')?.title).toBe(
      '金屬卡',
    );
    await admin('member:create', 'operator_made', 'password12');
    expect((await h.call('login', { account: 'operator_made', password: 'password12' })).code).toBe(200);
    await expect(admin('member:create', 'operator_made', 'password12')).rejects.toThrow(/taken/);
    await expect(admin('member:create', 'x', 'password12')).rejects.toThrow(/account/);
  });

  it("signs a member out everywhere: every session ends, with its audit row, and others' stay", async () => {
    const m = await h.member('lost_phone');
    const again = await h.call('login', { account: 'lost_phone', password: m.password });
    const other = await h.member();
    expect(await admin('member:sign-out', 'lost_phone')).toEqual([
      `member ${m.id} (lost_phone): every session ended, passkeys removed: 0`,
    ]);
    expect((await h.call('balance', {}, { token: m.token })).code).toBe(8888);
    expect((await h.call('balance', {}, { token: again.data.token })).code).toBe(8888);
    expect((await h.call('balance', {}, { token: other.token })).code).toBe(200);
    const [row] = await h.app.db.select().from(auditLog).where(eq(auditLog.action, 'member.signOut'));
    expect(row).toMatchObject({ actor: 'command', target: `member #${m.id}` });
    await expect(admin('member:sign-out', 'nobody_here')).rejects.toThrow(/no member/);
  });
});

describe('npm run admin', () => {
  const run = promisify(execFile);
  const tsx = path.resolve('node_modules/.bin/tsx');
  /** runs the command expecting it to fail; its exit code and output */
  const fails = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
    run(tsx, ['server/admin.ts', ...args], { env }).then(
      () => ({ code: 0, stdout: '', stderr: '' }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('prints the usage and fails without a command or with an unknown one', async () => {
    const none = await fails([]);
    expect(none.code).toBe(1);
    expect(none.stdout).toContain('usage: npm run admin -- <command>');
    const unknown = await fails(['frobnicate']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('unknown command: frobnicate');
  });

  it('runs inside the server that holds a PGlite directory, on the same data, with an audit row', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'admin-'));
    // this test process plays the running server: it holds the directory and serves its socket
    await writeFile(path.join(dir, 'server.pid'), String(process.pid));
    const stop = await serveCommands(h.app.db, dir);
    const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '' };
    const created = await run(tsx, ['server/admin.ts', 'operator:create', 'sock_op', 'Passw0rd!x', 'reviewer'], {
      env,
    });
    expect(created.stdout).toMatch(/operator \d+ created: sock_op \(reviewer\)/);
    const [row] = await h.app.db.select().from(operators).where(eq(operators.account, 'sock_op'));
    expect(row?.role).toBe('reviewer');
    const [entry] = await h.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `operator #${row!.id}`));
    // the password is not in the log
    expect(entry).toMatchObject({ actor: 'command', target: `operator #${row!.id}`, address: 'local' });
    expect(JSON.stringify(entry)).not.toContain('Passw0rd!x');
    // a lost phone: the authenticator is forgotten and the password too, so that the old password alone
    // enrols nothing: the temporary one, printed to the admin once, comes first
    const reset = await run(tsx, ['server/admin.ts', 'operator:reset-totp', 'sock_op'], { env });
    expect(reset.stdout).toContain('sock_op: sessions ended, authenticator forgotten');
    expect(reset.stdout).toMatch(/temporary password .*: [a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/m);
    const [after] = await h.app.db.select().from(operators).where(eq(operators.account, 'sock_op'));
    expect(after).toMatchObject({ totpSecret: null, pendingTotpSecret: null, mustChangePassword: true });
    const [resetEntry] = await h.app.db.select().from(auditLog).where(eq(auditLog.action, 'operator.resetTotp'));
    expect(resetEntry).toMatchObject({ actor: 'command', after: { mustChangePassword: true, enrolled: false } });
    const usage = await fails(['operator:create', 'sock_op', 'short', 'reviewer'], env);
    expect(usage).toMatchObject({ code: 1, stderr: expect.stringContaining('password must be') });
    await stop();
    const gone = await fails(['pending'], env);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(/does not accept commands/);
    await rm(dir, { recursive: true, force: true });
  });
});
