import { and, eq, isNull } from 'drizzle-orm';
import { COMMANDS } from '../../server/cli/commands';
import { auditLog, operators } from '../../server/db/schema';
import { COMMAND_ACTOR } from '../../server/services/operators/audit';
import { changeOperator } from '../../server/services/operators/operator-accounts';
import { adminCall, codeAt, harnessWithAdmin, signedInOperator } from './support/operators';

// Admins stop, demote and reset operators in the console and with the command; the last active admin stays.
const env = harnessWithAdmin();

const call = (name: string, body: unknown, token = env.admin.token) =>
  adminCall(env.h, name, body, token, { 'accept-language': 'en' });

async function command(...argv: string[]): Promise<string[]> {
  const [name, ...args] = argv;
  const lines: string[] = [];
  await COMMANDS[name!]!.run(env.h.app.db, args, (line) => lines.push(line));
  return lines;
}

const lastAudit = async (action: string) =>
  (await env.h.app.db.select().from(auditLog).where(eq(auditLog.action, action))).at(-1);

describe('operators in the console', () => {
  it('lists operators with their role and state, no secret', async () => {
    const list = await call('operators', {});
    const me = list.data.find((o: { account: string }) => o.account === env.admin.account);
    expect(me).toMatchObject({
      id: env.admin.id,
      role: 'admin',
      active: true,
      enrolled: true,
      mustChangePassword: false,
    });
    expect(JSON.stringify(list.data)).not.toMatch(/passwordHash|totpSecret|scrypt/);
  });

  it('disables an operator: their session ends at once and they cannot sign in until enabled again', async () => {
    const editor = await signedInOperator(env.h, 'editor');
    expect((await call('me', {}, editor.token)).code).toBe(200);
    const disabled = await call('operatorActive', { id: editor.id, active: false });
    expect(disabled.data).toMatchObject({ account: editor.account, active: false });
    expect((await call('me', {}, editor.token)).code).toBe(8888);
    expect((await call('contentList', { kind: 'news' }, editor.token)).code).toBe(8888);
    const refused = await call('signIn', { account: editor.account, password: editor.password });
    expect(refused).toMatchObject({ code: 403, msg: 'This operator is disabled: ask an admin' });
    expect(await lastAudit('operator.disable')).toMatchObject({
      actor: env.admin.account,
      target: `operator #${editor.id}`,
      before: { active: true },
      after: { active: false },
    });

    expect((await call('operatorActive', { id: editor.id, active: true })).data.active).toBe(true);
    expect((await call('signIn', { account: editor.account, password: editor.password })).data).toEqual({
      step: 'code',
    });
  });

  it('changes a role: the operator’s sessions end, and they sign in again under the new one', async () => {
    const editor = await signedInOperator(env.h, 'editor');
    expect((await call('queue', {}, editor.token)).code).toBe(403);
    expect((await call('operatorRole', { id: editor.id, role: 'reviewer' })).data.role).toBe('reviewer');
    // a console opened as an editor (its stream follows what an editor may see) is not kept
    expect((await call('queue', {}, editor.token)).code).toBe(8888);
    const code = await codeAt(env.h, editor.secret);
    const again = (await call('signIn', { account: editor.account, password: editor.password, code })).data.token;
    expect((await call('queue', {}, again)).code).toBe(200);
    expect((await call('contentList', { kind: 'news' }, again)).code).toBe(403);
    expect(await lastAudit('operator.role')).toMatchObject({ before: { role: 'editor' }, after: { role: 'reviewer' } });
    expect((await call('operatorRole', { id: editor.id, role: 'owner' })).code).toBe(400);
  });

  it('resets a password: sessions end, the old password opens nothing, a new one is chosen at sign-in', async () => {
    const op = await signedInOperator(env.h, 'reviewer');
    const reset = await call('operatorReset', { id: op.id, secondFactor: false });
    const temporary = reset.data.temporaryPassword as string;
    expect(temporary).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(reset.data).toMatchObject({ mustChangePassword: true, enrolled: true });
    expect((await call('me', {}, op.token)).code).toBe(8888);
    expect((await call('signIn', { account: op.account, password: op.password })).code).toBe(403);

    const account = op.account;
    expect((await call('signIn', { account, password: temporary })).data).toEqual({ step: 'newPassword' });
    // the temporary password is no new password, and an invalid one is refused in the operator's language
    const same = await call('signIn', { account, password: temporary, newPassword: temporary });
    expect(same).toMatchObject({ code: 400, msg: 'Choose a password other than the current one' });
    expect((await call('signIn', { account, password: temporary, newPassword: 'short' })).code).toBe(400);
    const chosen = 'Chosen!pass9';
    expect((await call('signIn', { account, password: temporary, newPassword: chosen })).data).toEqual({
      step: 'code',
    });
    // the same authenticator: only the password was reset
    const code = await codeAt(env.h, op.secret);
    const done = await call('signIn', { account, password: temporary, newPassword: chosen, code });
    expect(done.data).toMatchObject({ step: 'done', account });
    expect((await call('me', {}, done.data.token)).code).toBe(200);
    expect((await lastAudit('password.change'))?.actor).toBe(account);
    env.h.clock.advance(30_000);
    expect((await call('signIn', { account, password: temporary })).code).toBe(403);
    expect((await call('signIn', { account, password: chosen })).data).toEqual({ step: 'code' });
    const audit = await lastAudit('operator.resetPassword');
    expect(JSON.stringify(audit)).not.toContain(temporary);
  });

  it('resets a lost authenticator with the password: the old password enrols nothing', async () => {
    const op = await signedInOperator(env.h, 'editor');
    const reset = await call('operatorReset', { id: op.id, secondFactor: true });
    expect(reset.data).toMatchObject({ enrolled: false, mustChangePassword: true });
    expect((await call('signIn', { account: op.account, password: op.password })).code).toBe(403);
    const temporary = reset.data.temporaryPassword as string;
    const next = await call('signIn', { account: op.account, password: temporary, newPassword: 'Brand!new42' });
    expect(next.data.step).toBe('enrol');
    expect(next.data.secret).not.toBe(op.secret);
  });

  it('answers 404 for an unknown operator and 403 for anyone but an admin', async () => {
    expect((await call('operatorActive', { id: 999_999, active: false })).code).toBe(404);
    const reviewer = await signedInOperator(env.h, 'reviewer');
    expect((await call('operatorReset', { id: env.admin.id, secondFactor: true }, reviewer.token)).code).toBe(403);
  });
});

describe('the last active admin', () => {
  it('can be neither disabled nor demoted; another admin first', async () => {
    const others = await env.h.app.db
      .select()
      .from(operators)
      .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt)));
    for (const other of others.filter((o) => o.id !== env.admin.id)) {
      await changeOperator(env.h.app.db, other.id, { kind: 'active', active: false }, COMMAND_ACTOR, new Date());
    }
    const refused = await call('operatorActive', { id: env.admin.id, active: false });
    expect(refused).toMatchObject({
      code: 409,
      msg: 'This is the last active admin: they cannot be disabled or given another role',
    });
    expect((await call('operatorRole', { id: env.admin.id, role: 'editor' })).code).toBe(409);
    await expect(command('operator:disable', env.admin.account)).rejects.toThrow(/last active admin/);
    // still an env.admin, still signed in
    expect((await call('me', {}, env.admin.token)).data).toMatchObject({ role: 'admin' });
  });

  it('of two admins disabling each other at once, exactly one is disabled', async () => {
    const second = await signedInOperator(env.h, 'admin');
    const disable = (id: number, by: typeof env.admin) =>
      changeOperator(
        env.h.app.db,
        id,
        { kind: 'active', active: false },
        { operatorId: by.id, account: by.account, address: 'test' },
        new Date(),
      );
    const [a, b] = await Promise.all([disable(second.id, env.admin), disable(env.admin.id, second)]);
    expect([a, b].map((outcome) => (outcome.done ? 'done' : outcome.reason)).sort()).toEqual(['done', 'lastAdmin']);
    const active = await env.h.app.db
      .select()
      .from(operators)
      .where(and(eq(operators.role, 'admin'), isNull(operators.disabledAt)));
    expect(active).toHaveLength(1);
    // whoever won, put the suite's admin back
    if (!a.done) {
      await changeOperator(env.h.app.db, env.admin.id, { kind: 'active', active: true }, COMMAND_ACTOR, new Date());
    }
  });
});

describe('operators by command', () => {
  it('lists, changes a role, disables, enables and resets a password, each with its audit row', async () => {
    await command('operator:create', 'cmd_op', 'Passw0rd!x', 'editor');
    expect((await command('operator:list')).join('\n')).toMatch(/#\d+ {2}cmd_op {2}editor {2}active, not enrolled/);
    expect(await command('operator:role', 'cmd_op', 'reviewer')).toEqual(['operator cmd_op is now reviewer']);
    expect(await command('operator:disable', 'cmd_op')).toEqual(['operator cmd_op disabled']);
    expect(await command('operator:enable', 'cmd_op')).toEqual(['operator cmd_op enabled']);
    const reset = await command('operator:reset-password', 'cmd_op');
    expect(reset.join('\n')).toMatch(/temporary password .*: [a-z2-9-]{14}$/);
    await expect(command('operator:role', 'cmd_op', 'owner')).rejects.toThrow(/role must be one of/);
    await expect(command('operator:disable', 'nobody_here')).rejects.toThrow(/no operator nobody_here/);
    const rows = await env.h.app.db.select().from(auditLog).where(eq(auditLog.actor, 'command'));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'operator.create',
        'operator.role',
        'operator.disable',
        'operator.enable',
        'operator.resetPassword',
      ]),
    );
  });
});
