import { randomUUID } from 'node:crypto';
import { buildApp } from '../../server/app';
import { slotAt } from '../../server/services/trading/periods';
import { startScheduler } from '../../server/services/platform/scheduler';
import { harness, testSettings, type Harness } from './support/harness';

const TOKEN = 'metrics-token-for-tests-0123456789';
let h: Harness;
beforeAll(async () => {
  h = await harness({ metricsToken: TOKEN });
});
afterAll(() => h.close());

async function scrape(app = h.app) {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

/** A sample's value from the text format, 0 when the series is not there yet. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN, and refuses a wrong token', async () => {
    const plain = await harness();
    try {
      const response = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer x' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    } finally {
      await plain.close();
    }
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await h.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern and status, and times them', async () => {
    const before = await scrape();
    await h.call('configs', {});
    await h.app.inject({ method: 'GET', url: '/no/such/page/12345' });
    const after = await scrape();
    const configs = 'method="POST",route="/api/configs",status="200"';
    expect(sample(after, 'http_requests_total', configs)).toBe(sample(before, 'http_requests_total', configs) + 1);
    const timed = 'method="POST",route="/api/configs"';
    expect(sample(after, 'http_request_duration_seconds_count', timed)).toBe(
      sample(before, 'http_request_duration_seconds_count', timed) + 1,
    );
    // the raw path never becomes a label
    expect(after).not.toContain('/no/such/page');
    expect(after).toContain('route="unmatched"');
  });

  it('counts money calls by outcome: accepted, replayed, refused', async () => {
    const m = await h.member();
    const key = randomUUID();
    const before = await scrape();
    const body = { method: 'bankcard', amount: '100.00' } as const;
    expect((await h.call('recharge', body, { token: m.token, key })).code).toBe(200);
    expect((await h.call('recharge', body, { token: m.token, key })).code).toBe(200);
    const w = await h.withdrawer();
    const refused = await h.call(
      'withdraw',
      { amount: '100', to: { type: 'card', id: w.cardId }, tradePassword: '135790' },
      { token: w.token },
    );
    expect(refused.code).toBe(422);
    const after = await scrape();
    const delta = (labels: string) =>
      sample(after, 'money_calls_total', labels) - sample(before, 'money_calls_total', labels);
    expect(delta('call="recharge",outcome="accepted"')).toBe(1);
    expect(delta('call="recharge",outcome="replayed"')).toBe(1);
    expect(delta('call="withdraw",outcome="refused"')).toBe(1);
  });

  it("follows the review queue's size and its oldest item's age", async () => {
    const before = await scrape();
    const m = await h.member();
    await h.call('recharge', { method: 'bankcard', amount: '10.00' }, { token: m.token });
    h.clock.advance(90_000);
    const after = await scrape();
    const size = (text: string) => sample(text, 'review_queue_size', 'kind="recharge"');
    expect(size(after)).toBe(size(before) + 1);
    expect(sample(after, 'review_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(90);
  });

  it('counts login failures, locks, and API rate-limit refusals', async () => {
    const m = await h.member();
    const before = await scrape();
    const account = `user-failing-${process.pid}`;
    await h.raw('register', { account, password: 'passw0rd1', confirmPassword: 'passw0rd1' });
    for (let i = 0; i < h.app.settings.loginFailuresPerAccount; i++) {
      expect((await h.call('login', { account, password: 'wrong-passw0rd' })).code).toBe(403);
    }
    expect((await h.call('login', { account, password: 'passw0rd1' })).code).toBe(429);
    const after = await scrape();
    const delta = (name: string) => sample(after, name, 'scope="login"') - sample(before, name, 'scope="login"');
    expect(delta('login_failures_total')).toBe(h.app.settings.loginFailuresPerAccount);
    expect(delta('login_locks_total')).toBe(1);

    const limited = await buildApp(testSettings({ apiRateLimit: 1, metricsToken: TOKEN, now: h.clock.now }), {
      database: h.database,
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/userInfo',
          headers: { 'content-type': 'application/json', token: m.token },
          payload: '{}',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
      const text = await scrape(limited);
      expect(sample(text, 'rate_limited_total', 'limit="api"')).toBe(2);
      // /metrics itself is not counted by the limit
      expect(
        (await limited.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
          .statusCode,
      ).toBe(200);
      // each app its own registry: the first app saw none of these
      expect(sample(await scrape(), 'rate_limited_total', 'limit="api"')).toBe(0);
    } finally {
      await limited.close();
    }
  });

  it('measures the settlement lag, and the backlog while a closed period waits', async () => {
    const m = await h.member();
    await h.fund(m.id, 1000_00);
    const issueNo = slotAt(60, Math.floor(h.clock.now() / 1000)).issueNo;
    const placed = await h.call('order', { roomId: 1, issueNo, direction: 'up', amount: '10' }, { token: m.token });
    expect(placed.code).toBe(200);
    const before = await scrape();
    // past the close by 5 s, its close price known: nothing has settled it yet
    h.clock.set((slotAt(60, Math.floor(h.clock.now() / 1000)).closeAt + 5) * 1000);
    await h.tick();
    expect(sample(await scrape(), 'settlement_backlog_seconds')).toBeGreaterThanOrEqual(5);
    // the scheduler's run settles it and observes the lag
    await startScheduler(h.app, false);
    const after = await scrape();
    expect(sample(after, 'settlement_lag_seconds_count')).toBeGreaterThan(
      sample(before, 'settlement_lag_seconds_count'),
    );
    expect(
      sample(after, 'settlement_lag_seconds_sum') - sample(before, 'settlement_lag_seconds_sum'),
    ).toBeGreaterThanOrEqual(5);
    expect(sample(after, 'settlement_backlog_seconds')).toBe(0);
  });
});
