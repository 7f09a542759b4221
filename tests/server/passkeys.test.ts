import { PASSKEY_ENROL_WINDOW_MS } from '../../server/routes/admin/auth';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { members, passkeys, rateEvents } from '../../server/db/schema';
import { harness, type Harness } from './support/harness';
import { softwareAuthenticator, type Ceremony, type SoftwareAuthenticator } from './support/authenticator';
import { ledgerProblems } from './support/invariants';
import { adminCall, signedInOperator } from './support/operators';

// the harness's PASSKEY_RP_ID and PASSKEY_ORIGINS (harness.ts TEST_PASSKEY_PARTY)
const PARTY = { origin: 'http://localhost', rpId: 'localhost' };

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

type Member = Awaited<ReturnType<Harness['withdrawer']>>;
const newAuthenticator = () => softwareAuthenticator(PARTY);
const challengeOf = (answer: { data: unknown }) => (answer.data as { challenge: string }).challenge;

/** The withdrawer's trade password (harness.ts). */
const TRADE_PASSWORD = '135790';

async function addPasskey(m: { token: string; password: string }, authenticator: SoftwareAuthenticator, c?: Ceremony) {
  const body = { password: m.password, tradePassword: TRADE_PASSWORD };
  const options = await h.raw('passkeyRegisterOptions', body, { token: m.token });
  expect(options.code).toBe(200);
  const response = authenticator.create(challengeOf(options), c);
  return h.raw('passkeyRegister', { response, name: 'Pixel 9' }, { token: m.token });
}

async function memberWithPasskey() {
  const m = await h.withdrawer();
  await h.fund(m.id, 1000_00);
  const authenticator = newAuthenticator();
  expect((await addPasskey(m, authenticator)).code).toBe(200);
  return { ...m, authenticator };
}

async function signIn(authenticator: SoftwareAuthenticator, c?: Ceremony) {
  const options = await h.raw('passkeyLoginOptions', {});
  return h.raw('passkeyLogin', { response: authenticator.get(challengeOf(options), c) });
}

const balance = async (m: { token: string }) => (await h.call('balance', {}, { token: m.token })).data.balance;

/** A withdrawal of `amount` approved by `signer`, asked for as `asked` (the same move unless a test says not). */
type WithdrawOptions = { amount?: string; asked?: string; key?: string; ceremony?: Ceremony; lang?: string };

/** A withdrawal's body approved by `signer`, and its key, not sent yet. */
async function approvedWithdrawal(m: Member, signer: SoftwareAuthenticator, options: WithdrawOptions = {}) {
  const key = options.key ?? randomUUID();
  const to = { type: 'card' as const, id: m.cardId };
  const asked = { call: 'withdraw', amount: options.asked ?? options.amount ?? '100', to, idempotencyKey: key };
  const approval = await h.raw('passkeyApprovalOptions', asked, { token: m.token });
  expect(approval.code).toBe(200);
  const passkey = signer.get(challengeOf(approval), options.ceremony);
  return { body: { amount: options.amount ?? '100', to, passkey }, key };
}

async function withdrawWithPasskey(m: Member, signer: SoftwareAuthenticator, options: WithdrawOptions = {}) {
  const { body, key } = await approvedWithdrawal(m, signer, options);
  return { answer: await h.raw('withdraw', body, { token: m.token, key, lang: options.lang }), body, key };
}

describe('adding a passkey', () => {
  it('takes the login password, stores the credential under its name and lists it', async () => {
    const m = await memberWithPasskey();
    const list = await h.raw('passkeys', {}, { token: m.token });
    expect(list.data).toMatchObject({ list: [{ name: 'Pixel 9', lastUsedAt: null }] });
  });

  it('takes the trade password too from a member who has one: a passkey approves withdrawals in its place', async () => {
    const m = await h.withdrawer();
    const options = (body: object) => h.raw('passkeyRegisterOptions', body, { token: m.token, lang: 'en' });
    expect(await options({ password: m.password })).toMatchObject({
      code: 400,
      msg: 'Trade password must be 6 digits',
      data: { fields: { tradePassword: 'Trade password must be 6 digits' } },
    });
    expect(await options({ password: m.password, tradePassword: '975310' })).toMatchObject({
      code: 403,
      msg: 'Wrong trade password',
    });
    expect((await options({ password: m.password, tradePassword: TRADE_PASSWORD })).code).toBe(200);
  });

  it('refuses a wrong login password before any challenge', async () => {
    const m = await h.member();
    const answer = await h.raw('passkeyRegisterOptions', { password: 'wrong-pass1' }, { token: m.token, lang: 'en' });
    expect(answer).toMatchObject({ code: 403, msg: 'Wrong sign-in password' });
  });

  it('refuses a response from another origin, for another RP ID or without user verification', async () => {
    const m = await h.member();
    for (const ceremony of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { uv: false }]) {
      const answer = await addPasskey(m, newAuthenticator(), ceremony);
      expect(answer).toMatchObject({ code: 403, msg: '通行密鑰驗證失敗，請重試或改用密碼' });
    }
    expect((await h.raw('passkeys', {}, { token: m.token })).data).toEqual({ list: [] });
  });

  it('refuses the same credential twice and a used registration challenge', async () => {
    const m = await h.member();
    const authenticator = newAuthenticator();
    const options = await h.raw('passkeyRegisterOptions', { password: m.password }, { token: m.token });
    const response = authenticator.create(challengeOf(options));
    expect((await h.raw('passkeyRegister', { response, name: 'A' }, { token: m.token })).code).toBe(200);
    const again = await h.raw('passkeyRegister', { response, name: 'A' }, { token: m.token, lang: 'zh-CN' });
    expect(again).toMatchObject({ code: 403, msg: '通行密钥请求已过期、已使用或与此操作不符，请重试' });
    expect((await addPasskey(m, authenticator)).code).toBe(409);
  });
});

describe('renaming and removing', () => {
  it('renames and removes the member’s own passkey only', async () => {
    const m = await memberWithPasskey();
    const other = await h.member();
    const [item] = ((await h.raw('passkeys', {}, { token: m.token })).data as { list: { id: number }[] }).list;
    expect((await h.raw('renamePasskey', { id: item!.id, name: 'x' }, { token: other.token })).code).toBe(404);
    expect((await h.raw('removePasskey', { id: item!.id }, { token: other.token })).code).toBe(404);
    const renamed = await h.raw('renamePasskey', { id: item!.id, name: ' My phone ' }, { token: m.token });
    expect(renamed.data).toMatchObject({ name: 'My phone' });
    expect((await h.raw('renamePasskey', { id: item!.id, name: '' }, { token: m.token })).code).toBe(400);
    expect((await h.raw('removePasskey', { id: item!.id }, { token: m.token })).code).toBe(200);
    expect((await signIn(m.authenticator)).code).toBe(403);
  });
});

describe('signing in with a passkey', () => {
  it('needs no account: the credential says who, and the token works', async () => {
    const m = await memberWithPasskey();
    const answer = await signIn(m.authenticator);
    expect(answer.code).toBe(200);
    const { token, userInfo } = answer.data as { token: string; userInfo: { id: number } };
    expect(userInfo.id).toBe(m.id);
    expect((await h.call('userInfo', {}, { token })).data.id).toBe(m.id);
    const list = await h.raw('passkeys', {}, { token });
    expect((list.data as { list: { lastUsedAt: string | null }[] }).list[0]!.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed assertion and an expired challenge', async () => {
    const m = await memberWithPasskey();
    const options = await h.raw('passkeyLoginOptions', {});
    const response = m.authenticator.get(challengeOf(options));
    expect((await h.raw('passkeyLogin', { response })).code).toBe(200);
    const replayed = await h.raw('passkeyLogin', { response }, { lang: 'en' });
    expect(replayed).toMatchObject({ code: 403, msg: expect.stringContaining('expired, was already used') });

    const late = await h.raw('passkeyLoginOptions', {});
    h.clock.advance(5 * 60_000 + 1000);
    const expired = await h.raw('passkeyLogin', { response: m.authenticator.get(challengeOf(late)) });
    expect(expired).toMatchObject({ code: 403, msg: '通行密鑰請求已過期、已使用或與此操作不符，請重試' });
  });

  it('refuses the wrong origin, the wrong RP ID, a missing UV flag and a counter that goes back', async () => {
    const m = await memberWithPasskey();
    for (const ceremony of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { uv: false }]) {
      expect(await signIn(m.authenticator, ceremony)).toMatchObject({
        code: 403,
        msg: '通行密鑰驗證失敗，請重試或改用密碼',
      });
    }
    expect((await signIn(m.authenticator)).code).toBe(200);
    m.authenticator.setCounter(0);
    expect(await signIn(m.authenticator, {})).toMatchObject({ code: 403, msg: '通行密鑰驗證失敗，請重試或改用密碼' });
  });

  it('refuses a credential nobody registered', async () => {
    const answer = await signIn(newAuthenticator());
    expect(answer).toMatchObject({ code: 403, msg: '此通行密鑰未登記在你的帳戶' });
  });
});

describe('approving a withdrawal with a passkey', () => {
  it('moves the money once, and a retry with the same key gets the same answer', async () => {
    const m = await memberWithPasskey();
    const { answer, body, key } = await withdrawWithPasskey(m, m.authenticator);
    expect(answer).toMatchObject({ code: 200, data: { amount: '100.00', status: 'pending' } });
    const after = await balance(m);
    expect(Number(after)).toBeLessThan(900);
    const retry = await h.raw('withdraw', body, { token: m.token, key });
    expect(retry.data).toEqual(answer.data);
    expect(await balance(m)).toBe(after);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });

  it('tells a retry sent with the first that the first is in progress, never “challenge used”, and counts no failure', async () => {
    const m = await memberWithPasskey();
    const start = Number(await balance(m));
    const { body, key } = await approvedWithdrawal(m, m.authenticator);
    const send = () => h.raw('withdraw', body, { token: m.token, key });
    const pair = await Promise.all([send(), send()]);
    // either may reach the server first; the other waited for it and replayed it, or was told to ask again
    const first = pair.find((a) => a.code === 200)!;
    expect(first).toMatchObject({ code: 200, data: { amount: '100.00', status: 'pending' } });
    const twin = pair.find((a) => a !== first)!;
    if (twin.code !== 200) expect(twin).toMatchObject({ code: 409, data: { inProgress: true, retryAfter: 1 } });
    expect(await send()).toEqual(first);
    const fee = Number((first.data as { fee: string }).fee);
    expect(Number(await balance(m))).toBeCloseTo(start - 100 - fee, 2);
    const failures = await h.app.db
      .select()
      .from(rateEvents)
      .where(eq(rateEvents.key, `trade-password:${m.id}`));
    expect(failures).toEqual([]);
  });

  it('answers a retry of a refused move “in progress” for 5 s after its first used the challenge, then refuses it', async () => {
    const m = await memberWithPasskey();
    const { body, key } = await approvedWithdrawal(m, m.authenticator, { amount: '5000' });
    const send = () => h.raw('withdraw', body, { token: m.token, key, lang: 'en' });
    expect(await send()).toMatchObject({ code: 422 });
    expect(await send()).toMatchObject({ code: 409, data: { inProgress: true } });
    h.clock.advance(5_001);
    expect(await send()).toMatchObject({ code: 403, msg: expect.stringMatching(/passkey request/i) });
  });

  // PGlite runs one transaction at a time: a first request cannot be held inside its own
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'gives a retry that arrives while the first is being written the first’s answer, not “challenge used”',
    async () => {
      const m = await memberWithPasskey();
      const start = await balance(m);
      const { body, key } = await approvedWithdrawal(m, m.authenticator);
      // the member's row held elsewhere: the first request waits inside its transaction, its key claimed
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const holder = h.app.db.transaction(async (tx) => {
        await tx.select({ id: members.id }).from(members).where(eq(members.id, m.id)).for('update');
        locked();
        await held;
      });
      await holding;
      // the requests of this test's database waiting on a lock of this kind (other files run beside it)
      const waitingOn = async (lock: string) => {
        const result = await h.app.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and wait_event = ${lock}`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      };
      const first = h.raw('withdraw', body, { token: m.token, key });
      let twin: ReturnType<typeof h.raw> | undefined;
      try {
        // a row lock's waiter waits on the holder's transaction id
        await vi.waitFor(async () => expect(await waitingOn('transactionid')).toBe(1), { timeout: 5000 });
        twin = h.raw('withdraw', body, { token: m.token, key });
        // the retry's approval is refused (its challenge is used), and it waits for the first's answer
        await vi.waitFor(async () => expect(await waitingOn('advisory')).toBe(1), { timeout: 5000 });
      } finally {
        release();
        await holder;
      }
      const answer = await first;
      expect(answer).toMatchObject({ code: 200, data: { amount: '100.00', status: 'pending' } });
      expect(await twin).toEqual(answer);
      const fee = (answer.data as { fee: string }).fee;
      expect(Number(await balance(m))).toBeCloseTo(Number(start) - 100 - Number(fee), 2);
      expect(await ledgerProblems(h.app.db)).toEqual([]);
    },
  );

  it('refuses an approval asked for another amount, and any failure of the assertion: no money moves', async () => {
    const m = await memberWithPasskey();
    const start = await balance(m);
    const other = await memberWithPasskey();
    const refusals = [
      [await withdrawWithPasskey(m, m.authenticator, { amount: '900', asked: '100' }), 'passkeyChallenge'],
      [await withdrawWithPasskey(m, other.authenticator), 'passkeyUnknown'],
      [await withdrawWithPasskey(m, m.authenticator, { ceremony: { origin: 'https://evil.example' } }), 'refused'],
      [await withdrawWithPasskey(m, m.authenticator, { ceremony: { uv: false } }), 'refused'],
    ] as const;
    const texts = {
      passkeyChallenge: '通行密鑰請求已過期、已使用或與此操作不符，請重試',
      passkeyUnknown: '此通行密鑰未登記在你的帳戶',
      refused: '通行密鑰驗證失敗，請重試或改用密碼',
    };
    for (const [{ answer }, reason] of refusals) expect(answer).toMatchObject({ code: 403, msg: texts[reason] });
    expect(await balance(m)).toBe(start);
  });

  it('refuses a replayed approval under a new key and an expired one: no money moves', async () => {
    const m = await memberWithPasskey();
    const { answer, body } = await withdrawWithPasskey(m, m.authenticator);
    expect(answer.code).toBe(200);
    const after = await balance(m);
    const replayed = await h.raw('withdraw', body, { token: m.token, key: randomUUID() });
    expect(replayed.code).toBe(403);

    const key = randomUUID();
    const to = { type: 'card' as const, id: m.cardId };
    const approval = await h.raw(
      'passkeyApprovalOptions',
      { call: 'withdraw', amount: '100', to, idempotencyKey: key },
      { token: m.token },
    );
    h.clock.advance(5 * 60_000 + 1000);
    const passkey = m.authenticator.get(challengeOf(approval));
    const late = await h.raw('withdraw', { amount: '100', to, passkey }, { token: m.token, key, lang: 'en' });
    expect(late).toMatchObject({ code: 403, msg: expect.stringContaining('expired') });
    expect(await balance(m)).toBe(after);
  });

  it('counts failed approvals against the trade password’s limit', async () => {
    const m = await memberWithPasskey();
    for (let i = 0; i < 4; i++) {
      const { answer } = await withdrawWithPasskey(m, m.authenticator, { ceremony: { uv: false } });
      expect(answer.code).toBe(403);
    }
    const { answer } = await withdrawWithPasskey(m, m.authenticator, { ceremony: { uv: false }, lang: 'en' });
    expect(answer).toMatchObject({ code: 429, msg: 'Too many wrong trade passwords: try again in 15 min' });
    const right = await withdrawWithPasskey(m, m.authenticator);
    expect(right.answer.code).toBe(429);
    const password = await h.call(
      'withdraw',
      { amount: '100', to: { type: 'card', id: m.cardId }, tradePassword: '135790' },
      { token: m.token },
    );
    expect(password.code).toBe(429);
    expect(await balance(m)).toBe('1000.00');
  });

  it('asks a member without a passkey for the trade password', async () => {
    const m = await h.withdrawer();
    const to = { type: 'card' as const, id: m.cardId };
    const approval = await h.raw(
      'passkeyApprovalOptions',
      { call: 'withdraw', amount: '100', to, idempotencyKey: randomUUID() },
      { token: m.token },
    );
    expect(approval.code).toBe(422);
  });
});

describe('an operator’s passkey in place of the authenticator’s code', () => {
  async function operatorWithPasskey() {
    const op = await signedInOperator(h, 'reviewer');
    const authenticator = newAuthenticator();
    const options = await adminCall(h, 'passkeyOptions', {}, op.token);
    const added = await adminCall(
      h,
      'addPasskey',
      { response: authenticator.create(options.data.challenge), name: 'Key' },
      op.token,
    );
    expect(added).toMatchObject({ code: 200, data: { name: 'Key' } });
    return { ...op, authenticator };
  }

  it('is added only within minutes of signing in with both factors, not with a console token alone', async () => {
    const op = await signedInOperator(h, 'reviewer');
    h.clock.advance(PASSKEY_ENROL_WINDOW_MS + 1000);
    for (const [name, body] of [
      ['passkeyOptions', {}],
      ['addPasskey', { response: newAuthenticator().create('x'), name: 'Key' }],
    ] as const) {
      const late = await adminCall(h, name, body, op.token);
      expect(late, name).toMatchObject({ code: 403, msg: expect.stringContaining('10') });
    }
    // the session itself still works, and a new sign-in may add one
    expect((await adminCall(h, 'me', {}, op.token)).code).toBe(200);
    const again = await signedInOperator(h, 'reviewer');
    expect((await adminCall(h, 'passkeyOptions', {}, again.token)).code).toBe(200);
  });

  it('is offered after the password and signs the operator in; a member’s passkey is refused', async () => {
    const op = await operatorWithPasskey();
    const step = await adminCall(h, 'signIn', { account: op.account, password: op.password });
    expect(step.data).toMatchObject({ step: 'code', passkey: { challenge: expect.any(String) } });
    const passkey = op.authenticator.get(step.data.passkey.challenge);
    const done = await adminCall(h, 'signIn', { account: op.account, password: op.password, passkey });
    expect(done.data).toMatchObject({ step: 'done', account: op.account, role: 'reviewer' });
    expect((await adminCall(h, 'me', {}, done.data.token)).data).toMatchObject({ account: op.account });

    const replayed = await adminCall(h, 'signIn', { account: op.account, password: op.password, passkey });
    expect(replayed.code).toBe(403);
    const member = await memberWithPasskey();
    const again = await adminCall(h, 'signIn', { account: op.account, password: op.password });
    const foreign = member.authenticator.get(again.data.passkey.challenge);
    expect((await adminCall(h, 'signIn', { account: op.account, password: op.password, passkey: foreign })).code).toBe(
      403,
    );
  });

  it('is removed when an admin resets the operator', async () => {
    const op = await operatorWithPasskey();
    const admin = await signedInOperator(h, 'admin');
    expect((await adminCall(h, 'operatorReset', { id: op.id, secondFactor: false }, admin.token)).code).toBe(200);
    const rows = await h.app.db.select().from(passkeys).where(eq(passkeys.operatorId, op.id));
    expect(rows).toEqual([]);
  });
});
