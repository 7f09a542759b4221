import { verifyAuditChain } from '../../server/services/operators/audit';
import { adminCall, codeAt, harnessWithAdmin, signedInOperator } from './support/operators';

const env = harnessWithAdmin();

const log = async (action: string) =>
  (await adminCall(env.h, 'audit', { action }, env.admin.token)).data.data as Array<Record<string, unknown>>;

describe('the audit log as an operator reads it', () => {
  it('names the member, the amount and the reviewer instead of ids, with the changed fields side by side', async () => {
    const m = await env.h.member('audit_alice');
    await env.h.call('addTradePassword', { password: m.password, tradePassword: '112233' }, { token: m.token });
    const r = await env.h.call('recharge', { method: 'hkbankcard', amount: '500' }, { token: m.token });
    const reviewer = await signedInOperator(env.h, 'reviewer');
    const decided = await adminCall(
      env.h,
      'review',
      { kind: 'recharge', id: r.data.id, decision: 'reject', reason: 'no payment arrived' },
      reviewer.token,
    );
    expect(decided.code).toBe(200);
    const [row] = await log('recharge.reject');
    expect(row).toMatchObject({
      actor: reviewer.account,
      target: `recharge #${r.data.id}`,
      subject: { member: 'audit_alice', amount: '500.00' },
    });
    const changes = row!.changes as Array<{ field: string; before: string | null; after: string | null }>;
    expect(changes).toContainEqual({ field: 'status', before: 'pending', after: 'rejected' });
    expect(changes).toContainEqual({ field: 'reviewedBy', before: null, after: reviewer.account });
    expect(changes).toContainEqual({ field: 'reviewNote', before: null, after: 'no payment arrived' });
    expect(JSON.stringify(row)).not.toContain('"reviewedBy":');
  });

  it('shows a setting change as its value before and after', async () => {
    await adminCall(env.h, 'configSet', { key: 'withdraw_max', value: '40000.00' }, env.admin.token);
    await adminCall(env.h, 'configSet', { key: 'withdraw_max', value: '45000.00' }, env.admin.token);
    expect((await log('config.set'))[0]).toMatchObject({
      target: 'withdraw_max',
      changes: [{ field: 'value', before: '40000.00', after: '45000.00' }],
    });
  });

  it('records failed console sign-ins, a wrong password and a wrong code, though the sign-in fails', async () => {
    const wrongPassword = await adminCall(env.h, 'signIn', { account: env.admin.account, password: 'Wr0ng!pass' });
    expect(wrongPassword.code).toBe(403);
    const valid = await Promise.all([-1, 0, 1].map((step) => codeAt(env.h, env.admin.secret, step)));
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code));
    const wrongCode = await adminCall(env.h, 'signIn', {
      account: env.admin.account,
      password: env.admin.password,
      code: wrong,
    });
    expect(wrongCode.code).toBe(403);
    const failed = await log('signIn.failed');
    expect(failed.slice(0, 2)).toMatchObject([
      { actor: env.admin.account, changes: [{ field: 'reason', before: null, after: 'code' }] },
      { actor: env.admin.account, changes: [{ field: 'reason', before: null, after: 'password' }] },
    ]);
    expect((await verifyAuditChain(env.h.app.db)).broken).toBeNull();
  });
});
