import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { members, pushSubscriptions } from '../../server/db/schema';
import { settleDue } from '../../server/services/trading/settlement';
import webpush from 'web-push';
import { loadSettings } from '../../server/settings';
import { harness, testSettings, type Harness } from './support/harness';
import { adminCall, signedInOperator, type SignedInOperator } from './support/operators';
import { startPushService, type PushService, type TestSubscription } from './support/push-service';

let h: Harness;
let admin: SignedInOperator;
let service: PushService;

beforeAll(async () => {
  service = await startPushService();
  h = await harness();
  admin = await signedInOperator(h, 'admin');
});
afterAll(async () => {
  await h.close();
  await service.close();
});
afterEach(() => expect(service.errors).toEqual([]));

const ALL = ['recharge', 'withdrawal', 'order', 'security'];

/** A member whose device subscribed in `lang`: token, ids and the device's subscription. */
async function subscribed(lang: string, choices: { kinds?: string[]; hideAmounts?: boolean } = {}) {
  const m = await h.withdrawer();
  await h.fund(m.id, 10_000_00);
  const device = service.subscribe();
  const saved = await h.raw(
    'pushSubscribe',
    { subscription: device, kinds: choices.kinds ?? ALL, hideAmounts: choices.hideAmounts ?? true },
    { token: m.token, lang },
  );
  expect(saved.code).toBe(200);
  return { ...m, device };
}

async function recharge(token: string, amount: string) {
  return (await h.call('recharge', { method: 'bankcard', amount }, { token })).data.id;
}
async function withdraw(m: { token: string; cardId: number }, amount: string) {
  const body = { amount, to: { type: 'card' as const, id: m.cardId }, tradePassword: '135790' };
  return (await h.call('withdraw', body, { token: m.token })).data.id;
}
async function review(kind: 'recharge' | 'withdraw', id: number, decision: 'approve' | 'reject', reason?: string) {
  const answer = await adminCall(h, 'review', { kind, id, decision, ...(reason ? { reason } : {}) }, admin.token);
  expect(answer.code).toBe(200);
}
/** Waits until the device has had `n` requests and the sender has finished with them. */
async function requests(device: TestSubscription, n: number, app: FastifyInstance = h.app) {
  await service.requested(device.endpoint, n);
  await app.push.idle();
  return service.statuses(device.endpoint);
}
const payloads = (device: TestSubscription) => service.delivered(device.endpoint).map((d) => d.payload);

const EXPECTED = {
  'zh-Hant': {
    rechargeApproved: ['入金已入帳', '您的入金已審核通過並計入餘額'],
    withdrawalRejected: ['出金未通過', '您的出金未通過，款項已退回餘額。原因：卡號有誤'],
    shown: '1,234.50 已計入您的餘額',
  },
  'zh-Hans': {
    rechargeApproved: ['入金已到账', '您的入金已审核通过并计入余额'],
    withdrawalRejected: ['出金未通过', '您的出金未通过，款项已退回余额。原因：卡号有误'],
    shown: '1,234.50 已计入您的余额',
  },
  en: {
    rechargeApproved: ['Deposit credited', 'Your deposit was approved and added to your balance'],
    withdrawalRejected: [
      'Withdrawal not approved',
      'Your withdrawal was not approved; the money is back in your balance. Reason: wrong card number',
    ],
    shown: '1,234.50 was added to your balance',
  },
} as const;
const REASONS = { 'zh-Hant': '卡號有誤', 'zh-Hans': '卡号有误', en: 'wrong card number' } as const;

describe('what each decision sends, in the language of the device', () => {
  for (const lang of ['zh-Hant', 'zh-Hans', 'en'] as const) {
    it(`${lang}: a recharge approved and a withdrawal rejected, amounts hidden by default; the tap opens the record`, async () => {
      const m = await subscribed(lang);
      const r = await recharge(m.token, '1234.50');
      const w = await withdraw(m, '300');
      // the member's own requests send nothing: only decisions do
      await review('recharge', r, 'approve');
      await review('withdraw', w, 'reject', REASONS[lang]);
      expect(await requests(m.device, 2)).toEqual([201, 201]);

      const [approved, rejected] = payloads(m.device);
      expect([approved!.title, approved!.body]).toEqual(EXPECTED[lang].rechargeApproved);
      expect([rejected!.title, rejected!.body]).toEqual(EXPECTED[lang].withdrawalRejected);
      expect(JSON.stringify(payloads(m.device))).not.toMatch(/1,?234|300/);
      const key = h.app.recordKeys.encode('recharge', m.id, r);
      expect(approved).toMatchObject({ url: `/my/rechargerecord/detail?key=${key}`, tag: key, lang, decision: true });
      expect(JSON.stringify(rejected)).not.toContain(`"${w}"`);
      expect(rejected!.url).toBe(`/my/withdrawrecord/detail?key=${h.app.recordKeys.encode('withdrawal', m.id, w)}`);
      // a day to reach a phone that is off, at once, and a newer notice of the record replaces this one
      expect(service.delivered(m.device.endpoint)[0]).toMatchObject({ ttl: 86_400, urgency: 'high', topic: key });
    });
  }

  it('shows the figure when the member turned "hide amounts" off', async () => {
    const m = await subscribed('zh-Hant', { hideAmounts: false });
    await review('recharge', await recharge(m.token, '1234.50'), 'approve');
    await requests(m.device, 1);
    expect(payloads(m.device)[0]!.body).toBe(EXPECTED['zh-Hant'].shown);
  });

  it('an order settled: its result, with an hour to live and normal urgency', async () => {
    const m = await subscribed('en');
    // room 1's periods are the minutes: an order early in the next one
    const minute = Math.ceil(h.clock.now() / 60_000) * 60_000;
    h.clock.set(minute + 2000);
    await h.tick();
    const room = await h.call('room', { id: 1 }, { token: m.token });
    const order = await h.call(
      'order',
      { roomId: 1, issueNo: room.data.period.issueNo, direction: 'up', amount: '100' },
      { token: m.token },
    );
    h.clock.set(minute + 60_000);
    await h.tick();
    expect(await settleDue(h.app.db, new Date(h.clock.now()))).toBe(1);
    await requests(m.device, 1);
    const [sent] = service.delivered(m.device.endpoint);
    const status = (await h.call('orders', {}, { token: m.token })).data.data[0]!.status;
    const titles = { won: 'Order settled: you won', lost: 'Order settled', refunded: 'Order refunded' } as const;
    expect(sent!.payload.title).toBe(titles[status as keyof typeof titles]);
    expect(sent!.payload.url).toBe(
      `/my/traderecord/detail?key=${h.app.recordKeys.encode('order', m.id, order.data.id)}`,
    );
    expect(sent).toMatchObject({ ttl: 3600, urgency: 'normal' });
  });

  it('a kind that opens a screen sends no topic, so each of its notices stays', async () => {
    const m = await subscribed('en');
    for (const number of ['62220000111122', '62220000333344']) {
      const card = { kind: 'bank', bankName: 'B', holder: 'H', number, tradePassword: '135790' };
      expect((await h.raw('addCard', card, { token: m.token })).code).toBe(200);
    }
    await requests(m.device, 2);
    const sent = service.delivered(m.device.endpoint);
    expect(sent.map((d) => [d.payload.url, d.topic, d.ttl, d.urgency, d.payload.decision])).toEqual([
      ['/my/usercenter', undefined, 86_400, 'high', false],
      ['/my/usercenter', undefined, 86_400, 'high', false],
    ]);
    expect(sent[0]!.payload.tag).not.toBe(sent[1]!.payload.tag);
  });

  it('a payout account added is told to every device as a security notice, without its number, opening the account centre', async () => {
    const titles = { 'zh-Hant': '已新增銀行卡', 'zh-Hans': '已添加银行卡', en: 'Bank card added' } as const;
    for (const lang of ['zh-Hant', 'zh-Hans', 'en'] as const) {
      const m = await subscribed(lang);
      const card = { kind: 'bank', bankName: 'B', holder: 'H', number: '62220000999988', tradePassword: '135790' };
      expect((await h.raw('addCard', card, { token: m.token })).code).toBe(200);
      await requests(m.device, 1);
      const [sent] = service.delivered(m.device.endpoint);
      expect(sent!.payload.title).toBe(titles[lang]);
      expect(sent!.payload.body).not.toContain('9988');
      expect([sent!.payload.url, sent!.topic, sent!.urgency]).toEqual(['/my/usercenter', undefined, 'high']);
    }
  });

  it('a break taken or a limit changed is told to every device with the security notices, opening its screen', async () => {
    const titles = {
      'zh-Hant': ['限額已變更', '暫停期已開始'],
      'zh-Hans': ['限额已变更', '暂停期已开始'],
      en: ['Limits changed', 'Time-out started'],
    } as const;
    // one member (registrations from one address are limited), a device in each language
    const m = await subscribed('zh-Hant');
    const devices = { 'zh-Hant': m.device, 'zh-Hans': service.subscribe(), en: service.subscribe() };
    for (const lang of ['zh-Hans', 'en'] as const) {
      const body = { subscription: devices[lang], kinds: ALL, hideAmounts: true };
      expect((await h.raw('pushSubscribe', body, { token: m.token, lang })).code).toBe(200);
    }
    const limit = { kind: 'deposit', amount: '500', period: 'day', timeZone: 'UTC' };
    expect((await h.raw('setLimit', limit, { token: m.token })).code).toBe(200);
    expect((await h.raw('takeBreak', { kind: 'timeout', length: '1d' }, { token: m.token })).code).toBe(200);
    for (const lang of ['zh-Hant', 'zh-Hans', 'en'] as const) {
      await requests(devices[lang], 2);
      const sent = service.delivered(devices[lang].endpoint);
      expect(sent.map((d) => [d.payload.title, d.payload.url])).toEqual([
        [titles[lang][0], '/my/limits'],
        [titles[lang][1], '/my/breaks'],
      ]);
      expect(sent[1]!.urgency).toBe('high');
    }
  });

  it('a kind switched off sends nothing', async () => {
    const m = await subscribed('en', { kinds: ['withdrawal'] });
    await review('recharge', await recharge(m.token, '10'), 'approve');
    await review('withdraw', await withdraw(m, '100'), 'approve');
    await requests(m.device, 1);
    expect(payloads(m.device).map((p) => p.title)).toEqual(['Withdrawal approved']);
  });
});

describe('how the push service answers', () => {
  it('429 with Retry-After: tried again after it, not before; a 503 is tried again with backoff', async () => {
    const m = await subscribed('en');
    service.answer(m.device.endpoint, { status: 429, retryAfter: '120' }, { status: 503 });
    await review('recharge', await recharge(m.token, '10'), 'approve');
    expect(await requests(m.device, 1)).toEqual([429]);
    h.clock.advance(119_000);
    await h.app.push.run();
    expect(service.statuses(m.device.endpoint)).toEqual([429]);
    h.clock.advance(2000);
    await h.app.push.run();
    expect(service.statuses(m.device.endpoint)).toEqual([429, 503]);
    // the second failure waits 60 s (30 s doubled)
    h.clock.advance(59_000);
    await h.app.push.run();
    expect(service.statuses(m.device.endpoint)).toEqual([429, 503]);
    h.clock.advance(2000);
    await h.app.push.run();
    expect(service.statuses(m.device.endpoint)).toEqual([429, 503, 201]);
    expect(payloads(m.device)).toHaveLength(1);
  });

  it('410 Gone: the subscription is deleted and nothing more is sent to it', async () => {
    const m = await subscribed('en');
    service.answer(m.device.endpoint, { status: 410 });
    await review('recharge', await recharge(m.token, '10'), 'approve');
    expect(await requests(m.device, 1)).toEqual([410]);
    expect(await h.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, m.id))).toEqual([]);
    await review('recharge', await recharge(m.token, '20'), 'approve');
    await h.app.push.run();
    expect(service.statuses(m.device.endpoint)).toEqual([410]);
  });

  it(`at most ${testSettings().push.maxPerMinute} a minute a member; the rest wait for the minute`, async () => {
    const max = testSettings().push.maxPerMinute;
    const m = await subscribed('en');
    for (let i = 0; i <= max; i++) await review('recharge', await recharge(m.token, `${i + 1}`), 'approve');
    await requests(m.device, max);
    await h.app.push.run();
    expect(service.statuses(m.device.endpoint)).toHaveLength(max);
    h.clock.advance(60_000);
    await h.app.push.run();
    expect(service.statuses(m.device.endpoint)).toHaveLength(max + 1);
  });
});

describe('the device', () => {
  it('signing out removes its subscription: a decision after it sends nothing', async () => {
    const m = await subscribed('en');
    const r = await recharge(m.token, '1');
    expect((await h.call('logout', {}, { token: m.token })).code).toBe(200);
    expect(await h.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, m.id))).toEqual([]);
    await review('recharge', r, 'approve');
    await h.app.push.run();
    expect(service.statuses(m.device.endpoint)).toEqual([]);
  });

  it("an endpoint of no known push service is refused in the member's language, never posted to", async () => {
    const m = await h.member();
    const body = {
      subscription: { endpoint: 'https://10.0.0.1/admin', keys: service.subscribe().keys },
      kinds: ALL,
      hideAmounts: true,
    };
    const refused = await h.raw('pushSubscribe', body, { token: m.token, lang: 'en' });
    expect(refused.code).toBe(422);
    expect(refused.msg).toBe(
      "This browser's push service is not one this site sends to, so notifications cannot be turned on",
    );
    expect((await h.raw('pushSubscribe', { ...body, kinds: ['nope'] }, { token: m.token, lang: 'zh-Hans' })).code).toBe(
      400,
    );
  });

  it('its choices read back; pushRenew moves it to a new endpoint with the old secret only', async () => {
    const m = await subscribed('en', { kinds: ['order'], hideAmounts: false });
    const read = await h.raw('pushDevice', { endpoint: m.device.endpoint }, { token: m.token });
    expect(read.data).toEqual({ choices: { kinds: ['order'], hideAmounts: false } });
    const next = service.subscribe();
    const wrong = { old: { endpoint: m.device.endpoint, auth: service.subscribe().keys.auth }, subscription: next };
    expect((await h.raw('pushRenew', wrong)).code).toBe(404);
    const right = { old: { endpoint: m.device.endpoint, auth: m.device.keys.auth }, subscription: next };
    expect((await h.raw('pushRenew', right)).code).toBe(200);
    expect((await h.raw('pushDevice', { endpoint: next.endpoint }, { token: m.token })).data).toEqual({
      choices: { kinds: ['order'], hideAmounts: false },
    });
    expect((await h.raw('pushUnsubscribe', { endpoint: next.endpoint }, { token: m.token })).code).toBe(200);
    expect((await h.raw('pushDevice', { endpoint: next.endpoint }, { token: m.token })).data).toEqual({
      choices: null,
    });
  });
});

describe('VAPID keys and settings', () => {
  it('made once and kept: every instance and a restart sign with the same pair; given as settings, those', async () => {
    const other = await buildApp(testSettings({ now: h.clock.now }), { database: h.database });
    try {
      expect(other.push.publicKey).toBe(h.app.push.publicKey);
      expect(h.app.push.publicKey).toMatch(/^[\w-]{87}$/);
      const given = webpush.generateVAPIDKeys();
      const env = { VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey };
      const configured = await buildApp(testSettings({ now: h.clock.now, push: loadSettings(env).push }), {
        database: h.database,
      });
      expect(configured.push.publicKey).toBe(given.publicKey);
      await configured.close();
    } finally {
      await other.close();
    }
  });

  it('refuses half a pair, a subject that is no contact, and a host that is no host, naming the variable', () => {
    const { publicKey } = webpush.generateVAPIDKeys();
    expect(() => loadSettings({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadSettings({ VAPID_SUBJECT: 'me' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadSettings({ PUSH_SERVICE_HOSTS: 'https://x/' })).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(() => loadSettings({ PUSH_MAX_PER_MINUTE: '0' })).toThrow(/PUSH_MAX_PER_MINUTE/);
  });
});

describe('the console', () => {
  it("a member's page says how many devices receive notices, and nothing of them", async () => {
    const m = await subscribed('en');
    const [row] = await h.app.db.select({ account: members.account }).from(members).where(eq(members.id, m.id));
    const page = await adminCall(h, 'member', { account: row!.account }, admin.token);
    expect(page.data.pushDevices).toBe(1);
    const text = JSON.stringify(page.data);
    for (const secret of [m.device.endpoint, m.device.keys.p256dh, m.device.keys.auth])
      expect(text).not.toContain(secret);
    expect((await h.call('logout', {}, { token: m.token })).code).toBe(200);
    expect((await adminCall(h, 'member', { account: row!.account }, admin.token)).data.pushDevices).toBe(0);
  });
});

describe('three instances on one database', () => {
  it('every decision reaches the device once, whichever instance hears it', async () => {
    const others = await Promise.all(
      [1, 2].map(() => buildApp(testSettings({ now: h.clock.now }), { database: h.database })),
    );
    try {
      const m = await subscribed('en');
      const ids = [];
      for (let i = 0; i < 8; i++) ids.push(await recharge(m.token, `${i + 1}`));
      h.clock.advance(120_000);
      // one at a time: one operator's reviews at once answer 503 on PostgreSQL, with or without notices (reported)
      for (const id of ids) await review('recharge', id, 'approve');
      await service.requested(m.device.endpoint, 6);
      h.clock.advance(60_000);
      await Promise.all([h.app, ...others].map((app) => app.push.run()));
      await Promise.all([h.app, ...others].map((app) => app.push.idle()));
      expect(service.statuses(m.device.endpoint)).toEqual(Array(8).fill(201));
      const tags = service.delivered(m.device.endpoint).map((d) => d.payload.tag);
      expect(new Set(tags).size).toBe(8);
    } finally {
      await Promise.all(others.map((app) => app.close()));
    }
  });
});
