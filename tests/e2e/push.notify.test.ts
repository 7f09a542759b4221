import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { pushSubscriptions } from '../../server/db/schema';
import { DEMO_ACTOR } from '../../server/services/operators/audit';
import { moveMoney } from '../../server/services/money/ledger';
import { reviewWithdrawal } from '../../server/services/money/reviews';
import { startPushService, type PushService, type TestSubscription } from '../server/support/push-service';
import { newPhonePage, screenshot, swInControl, untilSettled } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi, useAppLanguage } from './support/session';
import { input, passcode } from './money.support';

/**
 * Web Push in the built app (issue 45). Headless Chromium has no push service: its pushManager.subscribe answers
 * "Registration failed - permission denied" even with the permission granted (tried through Playwright and
 * CDP's Browser.setPermission). So the page's subscribe is replaced (before any script runs) by one that returns
 * a subscription whose keys the test's push service made, with an endpoint on that service: the server then
 * sends there for real (VAPID, aes128gcm), the service decrypts it, and CDP's ServiceWorker.deliverPushMessage
 * hands the service worker what the server sent. The notification is read back and tapped (a notificationclick)
 * in the worker.
 */
const env = useServerAndBrowser();
let service: PushService;
beforeAll(async () => void (service = await startPushService()));
afterAll(() => service.close());

function stubPushManager(subscription: TestSubscription) {
  const make = () => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: () => null,
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: async () => {
      sessionStorage.removeItem('test-push');
      return true;
    },
  });
  const counts = window as unknown as { asked: number; subscribedWith?: string };
  counts.asked = 0;
  const ask = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = () => {
    counts.asked += 1;
    return ask();
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
    sessionStorage.setItem('test-push', btoa(String.fromCharCode(...key)));
    return make() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return (sessionStorage.getItem('test-push') ? make() : null) as unknown as PushSubscription;
  };
}

async function api<T>(token: string, call: string, body: object = {}): Promise<T> {
  const response = await fetch(`${env.server.url}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${call}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

const notifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      lang: n.lang,
      icon: n.icon,
      badge: (n as Notification & { badge: string }).badge,
      url: (n.data as { url: string }).url,
    })),
  );
const unseenDecisions = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('app-badge')).match('/__badge'))?.text());

/** A phone past the puzzle whose pushManager hands out a new subscription of the test's push service. */
async function phoneWithPush() {
  const device = service.subscribe();
  const phone = await newPhonePage(env.browser, env.server.url);
  await phone.context.grantPermissions(['notifications']);
  await phone.context.addInitScript(stubPushManager, device);
  await passVerification(phone.page);
  return { device, ...phone };
}

it('settings turn notices on after a tap; an operator approval reaches the worker, and a tap opens the record', async () => {
  const { device, context, page, errors } = await phoneWithPush();
  const token = await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
  const { id: memberId } = await api<{ id: number }>(token, 'userInfo');

  await page.goto('/my/setting');
  await swInControl(page);
  await untilSettled(page);
  const deviceSwitch = page.getByRole('switch', { name: '在此裝置接收通知' });
  await deviceSwitch.waitFor();
  // opening settings asks nothing: only the tap does
  expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);
  await deviceSwitch.scrollIntoViewIfNeeded();
  await screenshot(page, 'push', 'settings-zh-Hant-off');
  await deviceSwitch.click();
  await page.getByRole('switch', { name: '鎖定畫面隱藏金額' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);
  expect(await page.getByRole('switch', { name: '鎖定畫面隱藏金額' }).getAttribute('aria-checked')).toBe('true');
  // subscribed with the server's VAPID key
  const subscribedWith = await page.evaluate(() => sessionStorage.getItem('test-push'));
  expect(Buffer.from(subscribedWith!, 'base64').toString('base64url')).toBe(env.server.app.push.publicKey);
  await untilSettled(page);
  await screenshot(page, 'push', 'settings-zh-Hant');

  // the app's language is the notices': a change of it reaches the server
  for (const [name, language, label] of [
    ['简体中文', 'zh-Hans', '锁屏隐藏金额'],
    ['English', 'en', 'Hide amounts on the lock screen'],
  ] as const) {
    await page.getByText(name, { exact: true }).click();
    const hide = page.getByRole('switch', { name: label });
    await hide.waitFor();
    await expect
      .poll(async () => {
        const db = env.server.app.db;
        const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
        return row?.language;
      })
      .toBe(language);
    await hide.scrollIntoViewIfNeeded();
    await untilSettled(page);
    await screenshot(page, 'push', `settings-${language}`);
  }

  // a withdrawal, decided by an operator
  await api(token, 'addTradePassword', { password: 'secret1234', tradePassword: '135790' });
  const card = await api<{ id: number }>(token, 'addCard', {
    kind: 'bank',
    bankName: 'B',
    holder: 'H',
    number: '62220000111133',
    // with the trade password: a card added without it waits out the cooling-off before it receives money
    tradePassword: '135790',
  });
  const db = env.server.app.db;
  await db.transaction((tx) =>
    moveMoney(tx, memberId, { balance: 1000_00, kind: 'adjust', refType: 'test', refId: null }, new Date()),
  );
  const withdrawal = await api<{ id: number; key: string }>(token, 'withdraw', {
    amount: '250',
    to: { type: 'card', id: card.id },
    tradePassword: '135790',
  });
  await db.transaction((tx) =>
    reviewWithdrawal(tx, withdrawal.id, { decision: 'approve', actor: DEMO_ACTOR }, new Date()),
  );
  // two notices: the card added (a security notice, to every device) and then the decision
  await service.requested(device.endpoint, 2);
  const delivered = service.delivered(device.endpoint);
  expect(delivered.map((d) => d.payload.title)).toEqual(['Bank card added', 'Withdrawal approved']);
  const sent = delivered[1];
  expect(sent!.payload).toMatchObject({
    title: 'Withdrawal approved',
    body: 'Your withdrawal was approved and is on its way',
    url: `/my/withdrawrecord/detail?key=${withdrawal.key}`,
  });

  // what the push service would hand the browser, delivered to the worker
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${env.server.url}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: env.server.url,
    registrationId: await registrationId,
    data: JSON.stringify(sent!.payload),
  });
  await expect.poll(() => notifications(page)).toHaveLength(1);
  const [shown] = await notifications(page);
  expect(shown).toEqual({
    title: 'Withdrawal approved',
    body: 'Your withdrawal was approved and is on its way',
    tag: withdrawal.key,
    lang: 'en',
    icon: `${env.server.url}/icons/icon-192.png`,
    badge: `${env.server.url}/icons/badge-96.png`,
    url: `/my/withdrawrecord/detail?key=${withdrawal.key}`,
  });
  expect(await unseenDecisions(page)).toBe('1');

  // the tap, as the browser reports it to the worker: the open window shows the record
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    // the worker's globals, named here without the WebWorker types this file is checked without
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await page.waitForURL(`**/my/withdrawrecord/detail?key=${withdrawal.key}`);
  await untilSettled(page);
  await page.getByText('Approved').first().waitFor();
  // the decision was seen: the app's badge is cleared
  await expect.poll(() => unseenDecisions(page)).toBe('0');
  expect(await notifications(page)).toEqual([]);
  await screenshot(page, 'push', 'record-opened-from-notice');
  expect(errors).toEqual([]);
  await context.close();
});

it('"tell me when it is decided" under a submitted withdrawal asks after the tap and turns on its kind', async () => {
  const { device, context, page, errors } = await phoneWithPush();
  const credentials = await registerViaApi(env.server.url);
  // the trade password and the card first: the app signs in knowing them
  const first = await fetch(`${env.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const setUp = ((await first.json()) as { data: { token: string } }).data.token;
  await api(setUp, 'addTradePassword', { password: credentials.password, tradePassword: '135790' });
  await api(setUp, 'addCard', {
    kind: 'bank',
    bankName: 'Test Bank',
    holder: 'H',
    number: '62220000111133',
    tradePassword: '135790',
  });
  const token = await loginViaApi(page, env.server.url, credentials);
  const { id: memberId } = await api<{ id: number }>(token, 'userInfo');
  await env.server.app.db.transaction((tx) =>
    moveMoney(tx, memberId, { balance: 1000_00, kind: 'adjust', refType: 'test', refId: null }, new Date()),
  );

  for (const language of ['zh-Hant', 'zh-Hans', 'en'] as const) {
    const wallet = (await import(`../../src/lib/i18n/locales/${language}/wallet.json`)).default as {
      withdraw: Record<string, string>;
    };
    const settings = (await import(`../../src/lib/i18n/locales/${language}/settings.json`)).default as {
      notifications: Record<string, string>;
    };
    if (language !== 'zh-Hant') await useAppLanguage(page, language);
    await page.goto('/my/withdraw/bankcard');
    await untilSettled(page);
    // the one card is chosen already
    await input(page, wallet.withdraw.amount!).fill('100');
    await passcode(page, wallet.withdraw.tradePassword!, '135790');
    await page.getByRole('button', { name: wallet.withdraw.submit }).click();
    await page.getByText(wallet.withdraw.done!).waitFor();
    const tellMe = page.getByRole('button', { name: settings.notifications.tellMe });
    const told = page.getByText(settings.notifications.tellMeOn!);
    if (language === 'zh-Hant') {
      await tellMe.waitFor();
      expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);
      await untilSettled(page);
      await screenshot(page, 'push', `tell-me-${language}`);
      await tellMe.click();
      await told.waitFor();
      expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);
    }
    // once on, the screen says so instead of offering it again
    await told.waitFor();
    await untilSettled(page);
    await screenshot(page, 'push', `tell-me-on-${language}`);
  }
  const [row] = await env.server.app.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId));
  expect(row).toMatchObject({ endpoint: device.endpoint, kinds: ['withdrawal'], hideAmounts: true });
  expect(errors).toEqual([]);
  await context.close();
});
