import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { call, freshDatabaseUrl, startInstance, waitReady } from './support/instances';

/**
 * docs/server.md's role that owns no table, set up with the SQL the docs give: the owner migrates, the server
 * runs as the role, and the role can read and append to the audit log but neither change it nor switch its
 * triggers off.
 */
const run = promisify(execFile);

/** The first ```sql block under "### Audit log" in docs/server.md, for a role of the given name. */
function documentedSql(role: string): string {
  const docs = readFileSync('docs/server.md', 'utf8');
  const section = docs.slice(docs.indexOf('### Audit log'));
  const block = /```sql\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/server.md: no SQL block under "### Audit log"');
  return block.replaceAll('finance_app', role);
}

let target: Awaited<ReturnType<typeof freshDatabaseUrl>>;
beforeAll(async () => {
  target = await freshDatabaseUrl();
});
afterAll(() => target.drop());

it('a server runs as a role that may only read and append to the audit log', async () => {
  const env = { ...process.env, DATABASE_URL: target.url };
  await run(process.execPath, ['dist-server/migrate.js'], { env });
  const role = `app_${randomBytes(4).toString('hex')}`;
  const owner = new pg.Client({ connectionString: target.url });
  await owner.connect();
  await owner.query(documentedSql(role));
  await owner.end();

  const asRole = new URL(target.url);
  asRole.username = role;
  asRole.password = 'change-me';
  const instance = await startInstance(asRole.toString(), { DEMO: '1' });
  try {
    await waitReady(instance, 60_000);
    // demo seed, registration, an operator created by the command: every write the server and command make
    expect((await call(instance, 'login', { account: 'demo', password: 'demo1234' })).code).toBe(200);
    const appEnv = { ...process.env, DATABASE_URL: asRole.toString() };
    await run(process.execPath, ['dist-server/admin.js', 'operator:create', 'role_admin', 'Passw0rd!x', 'admin'], {
      env: appEnv,
    });
    const verified = await run(process.execPath, ['dist-server/admin.js', 'audit:verify'], { env: appEnv });
    expect(verified.stdout).toMatch(/audit log intact: \d+ rows verified/);

    const client = new pg.Client({ connectionString: asRole.toString() });
    await client.connect();
    try {
      expect(Number((await client.query('select count(*) as n from audit_log')).rows[0].n)).toBeGreaterThan(0);
      for (const statement of [
        "update audit_log set actor = 'x'",
        'delete from audit_log',
        'truncate audit_log',
        'alter table audit_log disable trigger audit_log_no_change',
      ]) {
        await expect(client.query(statement), statement).rejects.toMatchObject({ code: '42501' });
      }
    } finally {
      await client.end();
    }
  } finally {
    await instance.stop();
  }
});
