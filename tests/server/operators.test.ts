import { sql } from 'drizzle-orm';
import { AREAS, OPERATOR_ROLES, type Area } from '../../contract/admin';
import { auditLog } from '../../server/db/schema';
import { COMMAND_ACTOR } from '../../server/services/operators/audit';
import { createOperator } from '../../server/services/operators/operator-accounts';
import { harness, type Harness } from './support/harness';
import { ledgerProblems } from './support/invariants';
import { adminCall, codeAt, signedInOperator } from './support/operators';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

type Tokens = Record<(typeof OPERATOR_ROLES)[number], string>;
let tokens: Tokens;
beforeAll(async () => {
  tokens = {
    reviewer: (await signedInOperator(h, 'reviewer')).token,
    editor: (await signedInOperator(h, 'editor')).token,
    admin: (await signedInOperator(h, 'admin')).token,
  };
});

/** Every console call by area, each with a body that passes validation (the role is checked first anyway). */
const CALLS: Record<Area, Array<[string, unknown]>> = {
  dashboard: [['dashboard', { range: 'today' }]],
  review: [
    ['queue', {}],
    ['queueItem', { kind: 'withdraw', id: 999_999 }],
    ['review', { kind: 'withdraw', id: 999_999, decision: 'approve' }],
  ],
  content: [
    ['contentList', { kind: 'news' }],
    ['contentSave', { kind: 'notice', id: 999_999, content: { 'zh-Hant': '公告' } }],
    ['contentRemove', { kind: 'notice', id: 999_999 }],
    ['preview', { html: { 'zh-Hant': '<p>x</p>' } }],
  ],
  config: [
    ['config', {}],
    ['configSet', { key: 'nope', value: '1' }],
    [
      'channelSet',
      {
        method: 'bankcard',
        title: { 'zh-Hant': '銀行卡' },
        instructions: { 'zh-Hant': '說明' },
        account: { 'zh-Hant': '1' },
      },
    ],
  ],
  members: [
    ['member', { account: 'nobody_here' }],
    ['members', { prefix: 'nobody' }],
    ['memberRecords', { account: 'nobody_here', records: 'cards' }],
  ],
  audit: [['audit', {}]],
  operators: [
    ['operators', {}],
    ['operatorCreate', { account: 'x', password: 'short', role: 'editor' }],
    ['operatorRole', { id: 999_999, role: 'editor' }],
    ['operatorActive', { id: 999_999, active: false }],
    ['operatorReset', { id: 999_999, secondFactor: false }],
  ],
};
const ALL_CALLS = Object.entries(CALLS).flatMap(([area, calls]) =>
  calls.map(([name, body]) => ({ area: area as Area, name, body })),
);

const newOperator = (account: string, role: (typeof OPERATOR_ROLES)[number]) =>
  createOperator(h.app.db, { account, password: 'Passw0rd!x', role }, COMMAND_ACTOR, new Date(h.clock.now()));

async function auditRows(action: string) {
  return h.app.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = ${action}`);
}

describe('operator roles', () => {
  it.each(OPERATOR_ROLES)('%s may use exactly the calls of its areas', async (role) => {
    for (const { area, name, body } of ALL_CALLS) {
      const allowed = (AREAS[area] as readonly string[]).includes(role);
      const answer = await adminCall(h, name, body, tokens[role]);
      // allowed: done, or refused for what the body asks (no such item, a bad value), never for the role
      if (allowed) expect([200, 400, 404], `${role} on ${name}: ${answer.msg}`).toContain(answer.code);
      else expect(answer.code, `${role} on ${name}`).toBe(403);
    }
  });

  it('refuses member tokens, missing and unknown tokens on every console call', async () => {
    const member = await h.member();
    for (const { name, body } of [...ALL_CALLS, { name: 'me', body: {} }, { name: 'signOut', body: {} }]) {
      expect((await adminCall(h, name, body, member.token)).code).toBe(8888);
      expect((await adminCall(h, name, body)).code).toBe(8888);
    }
    // and a member's call does not take an operator's token
    expect((await h.raw('userInfo', {}, { token: tokens.admin })).code).toBe(8888);
  });

  it('answers the console API with the right 4xx: bad bodies, other methods, unknown calls', async () => {
    const bad = await adminCall(h, 'review', { kind: 'withdraw', id: 1, decision: 'reject' }, tokens.reviewer, {
      'accept-language': 'en',
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('Give the reason for a rejection');
    expect((await h.app.inject({ method: 'GET', url: '/admin/api/queue' })).statusCode).toBe(405);
    expect((await adminCall(h, 'frobnicate', {}, tokens.admin)).status).toBe(404);
  });
});

describe('operator sign-in', () => {
  it('enrols an authenticator at the first sign-in, then asks for a code that is accepted once', async () => {
    await newOperator('totp_op', 'reviewer');
    const first = await adminCall(h, 'signIn', { account: 'totp_op', password: 'Passw0rd!x' });
    expect(first.data).toMatchObject({ step: 'enrol', secret: expect.stringMatching(/^[A-Z2-7]+$/) });
    expect(first.data.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(first.data.uri).toContain(`secret=${first.data.secret}`);
    const secret = first.data.secret as string;
    const wrong = await adminCall(h, 'signIn', { account: 'totp_op', password: 'Passw0rd!x', code: '000000' });
    expect(wrong.code).toBe(403);
    const code = await codeAt(h, secret);
    const done = await adminCall(h, 'signIn', { account: 'totp_op', password: 'Passw0rd!x', code });
    expect(done.data).toMatchObject({ step: 'done', account: 'totp_op', role: 'reviewer' });
    // enrolled: no new secret is shown again, and the same code is not accepted twice
    expect((await adminCall(h, 'signIn', { account: 'totp_op', password: 'Passw0rd!x' })).data).toEqual({
      step: 'code',
    });
    const replay = await adminCall(h, 'signIn', { account: 'totp_op', password: 'Passw0rd!x', code });
    expect(replay.code).toBe(403);
    h.clock.advance(30_000);
    const next = await adminCall(h, 'signIn', {
      account: 'totp_op',
      password: 'Passw0rd!x',
      code: await codeAt(h, secret),
    });
    expect(next.data.step).toBe('done');
    expect((await auditRows('totp.enrol')).map((r) => r.actor)).toContain('totp_op');
  });

  it('refuses a wrong password before any factor, and rate-limits failures as member logins are', async () => {
    await newOperator('locked_op', 'editor');
    const limit = h.app.settings.loginFailuresPerAccount;
    for (let i = 0; i < limit; i++) {
      expect((await adminCall(h, 'signIn', { account: 'locked_op', password: 'Wrong0pass' })).code).toBe(403);
    }
    const limited = await adminCall(h, 'signIn', { account: 'locked_op', password: 'Passw0rd!x' });
    expect(limited.code).toBe(429);
    expect(limited.data.retryAfter).toBeGreaterThan(0);
  });

  it('signs out: the token opens nothing afterwards', async () => {
    const op = await signedInOperator(h, 'editor');
    expect((await adminCall(h, 'signOut', {}, op.token)).code).toBe(200);
    expect((await adminCall(h, 'me', {}, op.token)).code).toBe(8888);
  });
});

describe('review queue', () => {
  async function pendingWithdrawal(amount = '200') {
    const m = await h.withdrawer();
    await h.fund(m.id, 100_000);
    const w = await h.call(
      'withdraw',
      { amount, to: { type: 'card', id: m.cardId }, tradePassword: '135790' },
      { token: m.token },
    );
    return { m, id: w.data.id };
  }

  it('lists pending items oldest first with the member, and shows one with its payee and recent ledger', async () => {
    const a = await pendingWithdrawal('150');
    h.clock.advance(1000);
    const b = await pendingWithdrawal('160');
    const queue = await adminCall(h, 'queue', {}, tokens.reviewer);
    const ids = queue.data.withdrawals.map((w: { id: number }) => w.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const item = await adminCall(h, 'queueItem', { kind: 'withdraw', id: a.id }, tokens.reviewer);
    expect(item.data).toMatchObject({ amount: '150.00', fee: '0.75', status: 'pending' });
    expect(item.data.payee).toContain('62220000111133');
    expect(item.data.member.balance).toBe('849.25');
    expect(item.data.member.bills[0]).toMatchObject({ kind: 'withdraw', amount: '-150.75' });
  });

  it('approves a withdrawal and rejects a recharge with the reason the member then reads', async () => {
    const { m, id } = await pendingWithdrawal();
    expect((await adminCall(h, 'review', { kind: 'withdraw', id, decision: 'approve' }, tokens.reviewer)).code).toBe(
      200,
    );
    const recharge = await h.call('recharge', { method: 'bankcard', amount: '300' }, { token: m.token });
    const rejected = await adminCall(
      h,
      'review',
      { kind: 'recharge', id: recharge.data.id, decision: 'reject', reason: '查無此筆轉帳' },
      tokens.admin,
    );
    expect(rejected.code).toBe(200);
    const records = await h.call('recharges', { id: recharge.data.id }, { token: m.token });
    expect(records.data.data[0]).toMatchObject({ status: 'rejected', reviewNote: '查無此筆轉帳' });
    const withdrawals = await h.call('withdraws', { id }, { token: m.token });
    expect(withdrawals.data.data[0]).toMatchObject({ status: 'approved', reviewNote: null });
    const [row] = (await auditRows('recharge.reject')).filter((r) => r.target === `recharge #${recharge.data.id}`);
    expect(row).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'rejected', reviewNote: '查無此筆轉帳' },
    });
    expect(row!.address).toBe('127.0.0.1');
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });

  it('of two operators deciding one withdrawal at once, one wins and the other is told', async () => {
    const { m, id } = await pendingWithdrawal('300');
    const before = (await h.call('balance', {}, { token: m.token })).data;
    const answers = await Promise.all([
      adminCall(h, 'review', { kind: 'withdraw', id, decision: 'approve' }, tokens.reviewer),
      adminCall(h, 'review', { kind: 'withdraw', id, decision: 'reject', reason: 'dup' }, tokens.admin),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    const after = (await h.call('balance', {}, { token: m.token })).data;
    expect(after.frozen).toBe('0.00');
    const decided = (await h.call('withdraws', { id }, { token: m.token })).data.data[0]!;
    // the winner's decision, and money moved exactly once
    expect(after.balance).toBe(decided.status === 'rejected' ? '1000.00' : before.balance);
    const rows = (await h.app.db.select().from(auditLog)).filter((r) => r.target === `withdraw #${id}`);
    expect(rows).toHaveLength(1);
    expect(await ledgerProblems(h.app.db)).toEqual([]);
  });
});

describe('content, config, members and the audit log', () => {
  it('publishes news in three languages, sanitized, in the editor order; members read each language', async () => {
    const saved = await adminCall(
      h,
      'contentSave',
      {
        kind: 'news',
        category: 'guides',
        position: 5,
        title: { 'zh-Hant': '開戶指南', en: 'Opening an account' },
        content: { 'zh-Hant': '<p onclick="x()">步驟<script>1</script></p>', en: '<p>Steps</p>' },
      },
      tokens.editor,
    );
    expect(saved.code).toBe(200);
    expect(saved.data.content['zh-Hant']).toBe('<p>步驟</p>');
    const id = saved.data.id as number;
    for (const [lang, title] of [
      ['zh-Hant', '開戶指南'],
      ['zh-Hans', '开户指南'],
      ['en', 'Opening an account'],
    ] as const) {
      const list = await h.call('news', { category: 'guides' }, { lang });
      expect(list.data.data[0]).toMatchObject({ id, title });
    }
    const preview = await adminCall(
      h,
      'preview',
      { html: { 'zh-Hant': '<a href="javascript:x">連結</a><img src=x onerror=y>' } },
      tokens.editor,
    );
    // as each language reads it: zh-Hans converted, English falling back to zh-Hant
    expect(preview.data.html).toEqual({
      'zh-Hant': '<a>連結</a><img>',
      'zh-Hans': '<a>链接</a><img>',
      en: '<a>連結</a><img>',
    });
    const edited = await adminCall(
      h,
      'contentSave',
      { kind: 'news', id, category: 'guides', title: { 'zh-Hant': '開戶' }, content: { 'zh-Hant': '<p>x</p>' } },
      tokens.editor,
    );
    expect(edited.data.position).toBe(0);
    const [update] = (await auditRows('news.update')).filter((r) => r.target === `news #${id}`);
    expect((update!.before as { title: Record<string, string> }).title.en).toBe('Opening an account');
    expect((update!.after as { title: Record<string, string> }).title['zh-Hans']).toBe('开户');
    expect((await adminCall(h, 'contentRemove', { kind: 'news', id }, tokens.editor)).code).toBe(200);
    expect((await adminCall(h, 'contentRemove', { kind: 'news', id }, tokens.editor)).code).toBe(404);
  });

  it('sets config as the command validates it, and tells a bad value in the operator language', async () => {
    expect((await adminCall(h, 'configSet', { key: 'withdraw_min', value: '50.00' }, tokens.admin)).code).toBe(200);
    expect((await h.call('configs', {})).data.withdraw_min).toBe('50.00');
    const bad = await adminCall(h, 'configSet', { key: 'withdraw_min', value: 'ten' }, tokens.admin, {
      'accept-language': 'en',
    });
    expect(bad.code).toBe(400);
    expect(bad.data.fields.value).toBe('Enter an amount above 0, such as 100.00');
    expect((await adminCall(h, 'configSet', { key: 'nope', value: '1' }, tokens.admin)).code).toBe(400);
    expect((await auditRows('config.set')).at(-1)).toMatchObject({
      target: 'withdraw_min',
      after: { value: '50.00' },
    });
  });

  it('looks a member up with balances, ledger and the reconciliation line', async () => {
    const m = await h.member('lookup_me');
    await h.fund(m.id, 12_345);
    const found = await adminCall(h, 'member', { account: 'lookup_me' }, tokens.reviewer);
    expect(found.data).toMatchObject({
      account: 'lookup_me',
      balance: '123.45',
      reconciliation: { billsTotal: '123.45', matches: true },
    });
    expect(found.data.ledger.total).toBe(1);
    expect((await adminCall(h, 'member', { account: 'nobody_here' }, tokens.reviewer)).code).toBe(404);
  });

  it('keeps the audit log append-only and filterable by admins', async () => {
    const refused = { cause: { message: 'audit_log is append-only' } };
    await expect(h.app.db.execute(sql`update audit_log set actor = 'x'`)).rejects.toMatchObject(refused);
    await expect(h.app.db.execute(sql`delete from audit_log`)).rejects.toMatchObject(refused);
    const log = await adminCall(h, 'audit', { action: 'withdraw.' }, tokens.admin);
    expect(log.data.total).toBeGreaterThan(0);
    expect(log.data.data.every((r: { action: string }) => r.action.startsWith('withdraw.'))).toBe(true);
    const created = await adminCall(
      h,
      'operatorCreate',
      { account: 'new_editor', password: 'Passw0rd!x', role: 'editor' },
      tokens.admin,
    );
    expect(created.code).toBe(200);
    expect((await adminCall(h, 'audit', { action: 'operator.create' }, tokens.admin)).data.data[0]).toMatchObject({
      actor: expect.stringMatching(/^op_admin_/),
      subject: { operator: 'new_editor' },
      changes: expect.arrayContaining([
        { field: 'account', before: null, after: 'new_editor' },
        { field: 'role', before: null, after: 'editor' },
      ]),
    });
  });
});
