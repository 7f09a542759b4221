import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { events } from '../../server/db/schema';
import { tellMatured } from '../../server/services/money/term-maturity';
import { harness, testSettings, type Harness } from './support/harness';
import { startPushService, type PushService } from './support/push-service';

let h: Harness;
let service: PushService;

beforeAll(async () => {
  service = await startPushService();
  // tokens outlive the week this file moves the clock
  h = await harness({ tokenTtlSeconds: 30 * 86400, sessionIdleSeconds: 30 * 86400 });
});
afterAll(async () => {
  await h.close();
  await service.close();
});
afterEach(() => expect(service.errors).toEqual([]));

const WEEK_MS = 7 * 86_400_000;

/** A member with a device in `lang` and a 7-day deposit of 1,000; when it matures. */
async function deposited(lang: string, hideAmounts: boolean) {
  const m = await h.member();
  await h.fund(m.id, 5000_00);
  const device = service.subscribe();
  const body = { subscription: device, kinds: ['term'], hideAmounts };
  expect((await h.raw('pushSubscribe', body, { token: m.token, lang })).code).toBe(200);
  const week = (await h.call('termProducts', {}, { token: m.token })).data.find((p) => p.days === 7)!;
  const position = await h.call('moveIn', { productId: week.id, amount: '1000' }, { token: m.token });
  return { ...m, device, positionId: position.data.id, maturesAt: new Date(h.clock.now() + WEEK_MS) };
}

const termEvents = (memberId: number) =>
  h.app.db
    .select({ data: events.data })
    .from(events)
    .where(and(eq(events.memberId, memberId), eq(events.topic, 'term')));

describe('a fixed-term deposit that matures', () => {
  it('is told nothing before its maturity, then once: on the stream and as a notice in the device language', async () => {
    const m = await deposited('en', false);
    const before = new Date(m.maturesAt.getTime() - 1000);
    expect(await tellMatured(h.app.db, before)).toBe(0);
    expect(await termEvents(m.id)).toEqual([]);

    expect(await tellMatured(h.app.db, m.maturesAt)).toBeGreaterThanOrEqual(1);
    expect(await tellMatured(h.app.db, new Date(m.maturesAt.getTime() + 60_000))).toBe(0);
    expect(await termEvents(m.id)).toEqual([{ data: { id: m.positionId, status: 'matured' } }]);

    await service.requested(m.device.endpoint, 1);
    await h.app.push.idle();
    const [sent] = service.delivered(m.device.endpoint);
    expect(sent!.payload).toMatchObject({
      title: 'Fixed-term deposit matured',
      body: 'Your fixed-term deposit of 1,000.00 has matured: move it out to collect the principal and interest',
      url: '/deposit/totalbalance',
      lang: 'en',
      decision: false,
    });
    expect(sent).toMatchObject({ ttl: 86_400, urgency: 'normal' });
    // the position is still the member's to move out, with its interest
    const held = await h.call('termPositions', { status: 'active' }, { token: m.token });
    expect(held.data.data.map((p) => p.id)).toContain(m.positionId);
  });

  it('hides the figure by default, in Chinese', async () => {
    const hant = await deposited('zh-Hant', true);
    const hans = await deposited('zh-Hans', true);
    await tellMatured(h.app.db, hans.maturesAt);
    await service.requested(hant.device.endpoint, 1);
    await service.requested(hans.device.endpoint, 1);
    await h.app.push.idle();
    const words = (endpoint: string) => {
      const { title, body } = service.delivered(endpoint)[0]!.payload;
      return [title, body];
    };
    expect(words(hant.device.endpoint)).toEqual(['定期已到期', '您的定期已到期，可轉出領取本息']);
    expect(words(hans.device.endpoint)).toEqual(['定期已到期', '您的定期已到期，可转出领取本息']);
  });

  it('moved out before anyone looked: told nothing', async () => {
    const m = await deposited('en', true);
    h.clock.set(m.maturesAt.getTime());
    expect((await h.call('moveOut', { positionId: m.positionId }, { token: m.token })).code).toBe(200);
    await tellMatured(h.app.db, m.maturesAt);
    expect(await termEvents(m.id)).toEqual([]);
  });

  it('three instances looking at once tell each member once', async () => {
    const others = await Promise.all(
      [1, 2].map(() => buildApp(testSettings({ now: h.clock.now }), { database: h.database })),
    );
    try {
      const deposits = [];
      for (let i = 0; i < 5; i++) deposits.push(await deposited('en', true));
      const at = deposits.at(-1)!.maturesAt;
      const told = await Promise.all([h.app, ...others].map((app) => tellMatured(app.db, at)));
      expect(told.reduce((a, b) => a + b, 0)).toBe(5);
      for (const m of deposits) expect(await termEvents(m.id)).toHaveLength(1);
      for (const m of deposits) await service.requested(m.device.endpoint, 1);
      await Promise.all([h.app, ...others].map((app) => app.push.idle()));
      for (const m of deposits) expect(service.statuses(m.device.endpoint)).toEqual([201]);
    } finally {
      await Promise.all(others.map((app) => app.close()));
    }
  });
});
