import { softwareAuthenticator, type SoftwareAuthenticator } from './support/authenticator';
import { adminCall, codeAt, harnessWithAdmin, signedInOperator, type SignedInOperator } from './support/operators';

// the harness's PASSKEY_RP_ID and PASSKEY_ORIGINS (harness.ts TEST_PASSKEY_PARTY)
const PARTY = { origin: 'http://localhost', rpId: 'localhost' };

const env = harnessWithAdmin();

async function addPasskey(op: SignedInOperator, authenticator: SoftwareAuthenticator) {
  const options = await adminCall(env.h, 'passkeyOptions', {}, op.token);
  expect(options.code).toBe(200);
  const response = authenticator.create(options.data.challenge);
  return adminCall(env.h, 'addPasskey', { response, name: 'Key' }, op.token);
}

const setPolicy = (role: string, required: boolean, token = env.admin.token) =>
  adminCall(env.h, 'passkeyPolicySet', { role, required }, token);

/** The password step's answer, then a fresh code (the clock moved past the last one used). */
async function withCode(op: SignedInOperator, lang = 'en') {
  env.h.clock.advance(30_000);
  const body = { account: op.account, password: op.password, code: await codeAt(env.h, op.secret) };
  return adminCall(env.h, 'signIn', body, undefined, { 'accept-language': lang });
}

describe('the passkey policy of a role', () => {
  it('is changed by an admin only, and audited with the role and before → after', async () => {
    const reviewer = await signedInOperator(env.h, 'reviewer');
    const editor = await signedInOperator(env.h, 'editor');
    for (const token of [reviewer.token, editor.token]) {
      expect((await setPolicy('reviewer', true, token)).code).toBe(403);
      expect((await adminCall(env.h, 'passkeyPolicy', {}, token)).code).toBe(403);
    }
    expect((await adminCall(env.h, 'passkeyPolicy', {}, env.admin.token)).data).toEqual([
      { role: 'reviewer', passkeyRequired: false },
      { role: 'editor', passkeyRequired: false },
      { role: 'admin', passkeyRequired: false },
    ]);
    const set = await setPolicy('reviewer', true);
    expect(set.data).toContainEqual({ role: 'reviewer', passkeyRequired: true });
    expect((await adminCall(env.h, 'passkeyPolicy', {}, env.admin.token)).data).toContainEqual({
      role: 'reviewer',
      passkeyRequired: true,
    });
    expect((await setPolicy('nobody', true)).code).toBe(400);
    const log = await adminCall(env.h, 'audit', { action: 'passkeyPolicy.' }, env.admin.token);
    expect(log.data.data[0]).toMatchObject({
      action: 'passkeyPolicy.on',
      actor: env.admin.account,
      target: 'reviewer',
      changes: [{ field: 'passkeyRequired', before: 'false', after: 'true' }],
    });
    expect((await setPolicy('reviewer', false)).data).toContainEqual({ role: 'reviewer', passkeyRequired: false });
    const off = await adminCall(env.h, 'audit', { action: 'passkeyPolicy.' }, env.admin.token);
    expect(off.data.data[0]).toMatchObject({ action: 'passkeyPolicy.off', target: 'reviewer' });
  });
});

describe('signing in when the role requires a passkey', () => {
  it('refuses the code of an operator who has one, in three languages and audited; the passkey signs in', async () => {
    const op = await signedInOperator(env.h, 'reviewer');
    const authenticator = softwareAuthenticator(PARTY);
    expect((await addPasskey(op, authenticator)).code).toBe(200);
    expect((await withCode(op)).data.step).toBe('done');
    await setPolicy('reviewer', true);

    const step = await adminCall(env.h, 'signIn', { account: op.account, password: op.password });
    expect(step.data).toMatchObject({ step: 'code', passkeyOnly: true, passkey: { challenge: expect.any(String) } });
    const refused = await withCode(op);
    expect(refused).toMatchObject({ code: 403, msg: 'Your role signs in with a passkey: the code is not accepted' });
    expect((await withCode(op, 'zh-Hant')).msg).toBe('你的角色須以通行密鑰登入：驗證碼不再適用');
    expect((await withCode(op, 'zh-Hans')).msg).toBe('你的角色须以通行密钥登录：验证码不再适用');
    const log = await adminCall(env.h, 'audit', { action: 'signIn.failed', actor: op.account }, env.admin.token);
    expect(log.data.data[0].changes).toContainEqual({ field: 'reason', before: null, after: 'passkeyRequired' });

    const passkey = authenticator.get(step.data.passkey.challenge);
    const done = await adminCall(env.h, 'signIn', { account: op.account, password: op.password, passkey });
    expect(done.data).toMatchObject({ step: 'done', role: 'reviewer', passkeyNeeded: false });
    expect((await adminCall(env.h, 'queue', {}, done.data.token)).code).toBe(200);

    await setPolicy('reviewer', false);
    expect((await withCode(op)).data.step).toBe('done');
  });

  it('counts a refused code like a wrong one', async () => {
    const op = await signedInOperator(env.h, 'reviewer');
    expect((await addPasskey(op, softwareAuthenticator(PARTY))).code).toBe(200);
    await setPolicy('reviewer', true);
    for (let i = 0; i < env.h.app.settings.loginFailuresPerAccount; i++) expect((await withCode(op)).code).toBe(403);
    expect((await withCode(op)).code).toBe(429);
    await setPolicy('reviewer', false);
  });

  it('lets an operator without one sign in with the code to enrol it, and nothing else until they have', async () => {
    const op = await signedInOperator(env.h, 'editor');
    await setPolicy('editor', true);
    // the session it had ended with the policy (tests/server/stream-sessions.test.ts)
    expect((await adminCall(env.h, 'contentList', { kind: 'news' }, op.token)).code).toBe(8888);

    const signedIn = await withCode(op);
    expect(signedIn.data).toMatchObject({ step: 'done', passkeyNeeded: true });
    const token = signedIn.data.token as string;
    const refused = await adminCall(env.h, 'contentList', { kind: 'news' }, token, { 'accept-language': 'en' });
    expect(refused).toMatchObject({ code: 403, msg: 'Your role requires a passkey: add one before using the console' });
    expect((await adminCall(env.h, 'me', {}, token)).data).toMatchObject({ role: 'editor', passkeyNeeded: true });

    expect((await addPasskey({ ...op, token }, softwareAuthenticator(PARTY))).code).toBe(200);
    expect((await adminCall(env.h, 'me', {}, token)).data.passkeyNeeded).toBe(false);
    expect((await adminCall(env.h, 'contentList', { kind: 'news' }, token)).code).toBe(200);
    expect((await withCode(op)).code).toBe(403);

    // a reset takes the passkeys: the operator signs in with the code again, to enrol a new one
    const reset = await adminCall(env.h, 'operatorReset', { id: op.id, secondFactor: false }, env.admin.token);
    const newPassword = 'N3w!password';
    env.h.clock.advance(30_000);
    const again = await adminCall(env.h, 'signIn', {
      account: op.account,
      password: reset.data.temporaryPassword,
      newPassword,
      code: await codeAt(env.h, op.secret),
    });
    expect(again.data).toMatchObject({ step: 'done', passkeyNeeded: true });
    await setPolicy('editor', false);
  });
});
