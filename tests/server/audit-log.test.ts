import { eq, sql } from 'drizzle-orm';
import { COMMANDS } from '../../server/cli/commands';
import { auditLog, config, operators } from '../../server/db/schema';
import { COMMAND_ACTOR, verifyAuditChain } from '../../server/services/operators/audit';
import { changeConfig } from '../../server/services/platform/config';
import { harness, type Harness } from './support/harness';
import { adminCall, signedInOperator } from './support/operators';

// The audit log: append-only even to TRUNCATE, chained by hash, each row written in its action's transaction.
let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

async function verifyCommand(): Promise<{ lines: string[]; error?: string }> {
  const lines: string[] = [];
  try {
    await COMMANDS['audit:verify']!.run(h.app.db, [], (line) => lines.push(line));
    return { lines };
  } catch (error) {
    return { lines, error: (error as Error).message };
  }
}

/** As a superuser with the append-only trigger out of the way: what someone owning the database could do. */
async function tamper(statement: ReturnType<typeof sql>) {
  await h.app.db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_no_change`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_log enable trigger audit_log_no_change`);
  });
}

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await signedInOperator(h, 'admin');
    const refused = { cause: { message: 'audit_log is append-only' } };
    await expect(h.app.db.execute(sql`update audit_log set actor = 'x'`)).rejects.toMatchObject(refused);
    await expect(h.app.db.execute(sql`delete from audit_log`)).rejects.toMatchObject(refused);
    await expect(h.app.db.execute(sql`truncate audit_log`)).rejects.toMatchObject(refused);
    expect((await h.app.db.select().from(auditLog)).length).toBeGreaterThan(0);
  });

  it('chains every row to the one before it, concurrent writers included, and verifies the chain', async () => {
    const admin = await signedInOperator(h, 'admin');
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        adminCall(h, 'configSet', { key: 'withdraw_min', value: `${100 + i}.00` }, admin.token),
      ),
    );
    const rows = await h.app.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.length).toBeGreaterThan(12);
    expect(rows[0]!.prevHash).toBe('');
    rows.slice(1).forEach((row, i) => expect(row.prevHash).toBe(rows[i]!.hash));
    const report = await verifyAuditChain(h.app.db, 5);
    expect(report).toMatchObject({ rows: rows.length, broken: null, head: { id: rows.at(-1)!.id } });
    const { lines, error } = await verifyCommand();
    expect(error).toBeUndefined();
    expect(lines).toEqual([
      `audit log intact: ${rows.length} rows verified`,
      `newest row #${rows.at(-1)!.id}, hash ${rows.at(-1)!.hash}`,
    ]);
  });

  it('finds a row changed behind the trigger, and a row removed', async () => {
    const rows = await h.app.db.select().from(auditLog).orderBy(auditLog.id);
    const victim = rows[3]!;
    await tamper(sql`update audit_log set after = '{"value":"1.00"}' where id = ${victim.id}`);
    expect((await verifyAuditChain(h.app.db)).broken).toEqual({ id: victim.id, problem: 'changed' });
    const { error } = await verifyCommand();
    expect(error).toMatch(new RegExp(`broken at row #${victim.id}: its content does not match its hash`));

    // put it back as it was: intact again
    await tamper(sql`update audit_log set after = ${JSON.stringify(victim.after)}::jsonb where id = ${victim.id}`);
    expect((await verifyAuditChain(h.app.db)).broken).toBeNull();

    await tamper(sql`delete from audit_log where id = ${rows[5]!.id}`);
    expect((await verifyAuditChain(h.app.db)).broken).toEqual({ id: rows[6]!.id, problem: 'unlinked' });
    // a row made up in its place does not fit either: its hash must name the one before, and match itself
    await h.app.db.insert(auditLog).values({ ...rows[5]!, actor: 'someone_else' });
    expect((await verifyAuditChain(h.app.db)).broken).toEqual({ id: rows[5]!.id, problem: 'changed' });
    await tamper(sql`delete from audit_log where id = ${rows[5]!.id}`);
    await h.app.db.insert(auditLog).values(rows[5]!);
    expect((await verifyAuditChain(h.app.db)).broken).toBeNull();
  });
});

describe('an audit row is part of its action', () => {
  /** Makes every audit insert fail, as a full disk or a revoked grant would, for the length of `run`. */
  async function withAuditFailing(run: () => Promise<void>) {
    await h.app.db.execute(sql`create function audit_fails() returns trigger language plpgsql as $$
      begin raise exception 'audit write failed'; end $$`);
    await h.app.db.execute(
      sql`create trigger audit_fails before insert on audit_log for each row execute function audit_fails()`,
    );
    try {
      await run();
    } finally {
      await h.app.db.execute(sql`drop trigger audit_fails on audit_log`);
      await h.app.db.execute(sql`drop function audit_fails()`);
    }
  }

  it('an action whose audit row cannot be written is undone', async () => {
    const admin = await signedInOperator(h, 'admin');
    const editor = await signedInOperator(h, 'editor');
    const [before] = await h.app.db.select().from(config).where(eq(config.key, 'withdraw_max'));
    await withAuditFailing(async () => {
      // the console: answered as a failure, nothing changed
      const disable = await adminCall(h, 'operatorActive', { id: editor.id, active: false }, admin.token);
      expect(disable.code).toBe(500);
      const create = await adminCall(
        h,
        'operatorCreate',
        { account: 'never_made', password: 'Passw0rd!x', role: 'editor' },
        admin.token,
      );
      expect(create.code).toBe(500);
      await expect(changeConfig(h.app.db, 'withdraw_max', '1.00', COMMAND_ACTOR, new Date())).rejects.toThrow();
      // the command
      await expect(COMMANDS['member:create']!.run(h.app.db, ['never_member', 'Passw0rd1'], () => {})).rejects.toThrow();
      // signing out keeps the session when its audit row fails
      expect((await adminCall(h, 'signOut', {}, editor.token)).code).toBe(500);
    });
    expect((await adminCall(h, 'me', {}, editor.token)).code).toBe(200);
    const [editorRow] = await h.app.db.select().from(operators).where(eq(operators.id, editor.id));
    expect(editorRow!.disabledAt).toBeNull();
    expect(await h.app.db.select().from(operators).where(eq(operators.account, 'never_made'))).toEqual([]);
    expect((await h.call('login', { account: 'never_member', password: 'Passw0rd1' })).code).not.toBe(200);
    const [after] = await h.app.db.select().from(config).where(eq(config.key, 'withdraw_max'));
    expect(after).toEqual(before);
    expect((await verifyAuditChain(h.app.db)).broken).toBeNull();
  });
});
