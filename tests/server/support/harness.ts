import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { calls, type CallData, type CallInput, type CallName } from '../../../contract/calls';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { seedDemo } from '../../../server/db/seed';
import { moveMoney } from '../../../server/services/money/ledger';
import { loadSettings, type Settings } from '../../../server/settings';
import { freshDatabase } from './database';

export interface Envelope<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}
export interface CallOptions {
  token?: string;
  /** an Idempotency-Key; idem calls get a fresh one unless given, or none with `key: null` */
  key?: string | null;
  lang?: string;
}

/** A settable clock, starting one second into a whole minute. */
export function testClock(start = Date.parse('2026-11-22T08:00:01.000Z')) {
  let t = start;
  return {
    now: () => t,
    set: (ms: number) => void (t = ms),
    advance: (ms: number) => void (t += ms),
  };
}

/** The passkey settings of a server under test outside demo mode (as server.md asks of a deployment). */
export const TEST_PASSKEY_PARTY = { passkeyRpId: 'localhost', passkeyOrigins: ['http://localhost'] };

export function testSettings(overrides: Partial<Settings> = {}): Settings {
  const defaults = loadSettings({});
  return {
    ...defaults,
    // the tests' own push service (support/push-service.ts) listens on the loopback
    push: { ...defaults.push, serviceHosts: [...defaults.push.serviceHosts, '127.0.0.1'] },
    dataDir: 'memory://',
    apiRateLimit: 0,
    scheduler: false,
    demo: false,
    // what app.inject's requests are (Host: localhost:80), as a deployment's PASSKEY_RP_ID and PASSKEY_ORIGINS
    ...TEST_PASSKEY_PARTY,
    // hundreds of members per run: tests/server/passwords.test.ts checks OWASP's cost itself
    testScryptLn: 10,
    // every answer of the suite conforms to its call's response schema (server/routes/contract-route.ts)
    checkAnswers: true,
    ...overrides,
  };
}

export interface Harness {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof testClock>;
  call<N extends CallName>(name: N, body: CallInput<N>, options?: CallOptions): Promise<Envelope<CallData<N>>>;
  raw(name: string, body: unknown, options?: CallOptions): Promise<Envelope>;
  member(account?: string, password?: string): Promise<{ token: string; id: number; password: string }>;
  /** a new member with the trade password 135790 and one bank card, ready to withdraw */
  withdrawer(): Promise<{ token: string; id: number; password: string; cardId: number }>;
  fund(memberId: number, cents: number): Promise<void>;
  /**
   * Resolves once the app has heard on the bus what was committed before (on PostgreSQL a NOTIFY comes a moment
   * after the commit): after work done beside the API, as an operator or the scheduler does, a member's next read
   * must not be the row it cached before.
   */
  heard(): Promise<void>;
  /** the quote writer's run at the clock's time (the scheduler's, which tests do not run): ticks written */
  tick(): Promise<number>;
  /** another instance on the same database and clock, closed with the harness */
  instance(): Promise<FastifyInstance>;
  /** a new app on the same database (a restart) */
  restart(overrides?: Partial<Settings>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

let accounts = 0;

/** The app on a fresh database with the demo content (markets, rooms, products), its first ticks and a test clock. */
export async function harness(overrides: Partial<Settings> = {}): Promise<Harness> {
  const database = await freshDatabase();
  const clock = testClock();
  const settings = testSettings({ now: clock.now, ...overrides });
  let app = await buildApp(settings, { database });
  const others: FastifyInstance[] = [];
  await seedDemo(app.db, new Date(clock.now()));

  async function raw(name: string, body: unknown, options: CallOptions = {}): Promise<Envelope> {
    const idem = (calls as Record<string, { idem: boolean }>)[name]?.idem;
    const key = options.key === undefined ? (idem ? randomUUID() : undefined) : options.key;
    const response = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { token: options.token } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(options.lang ? { 'accept-language': options.lang } : {}),
      },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, ...(response.json() as { code: number; msg: string; data: unknown }) };
  }

  const h: Harness = {
    app,
    database,
    clock,
    raw,
    async call(name, body, options) {
      const result = await raw(name, body, options);
      // every success is checked against the contract's data schema
      if (result.code === 200) result.data = calls[name].data.parse(result.data);
      return result as Envelope<never>;
    },
    async member(account = `user${process.pid}x${++accounts}`, password = 'passw0rd1') {
      const result = await raw('register', { account, password, confirmPassword: password });
      if (result.code !== 200) throw new Error(`register failed: ${result.msg}`);
      const data = result.data as { token: string; userInfo: { id: number } };
      return { token: data.token, id: data.userInfo.id, password };
    },
    async withdrawer() {
      const m = await h.member();
      await h.call('addTradePassword', { password: m.password, tradePassword: '135790' }, { token: m.token });
      const card = await h.call(
        'addCard',
        // with the trade password: the card receives withdrawals at once (no cooling-off)
        { kind: 'bank', bankName: 'B', holder: 'H', number: '62220000111133', tradePassword: '135790' },
        { token: m.token },
      );
      return { ...m, cardId: card.data.id };
    },
    async fund(memberId, cents) {
      await app.db.transaction((tx) =>
        moveMoney(
          tx,
          memberId,
          { balance: cents, kind: 'adjust', refType: 'test', refId: null },
          new Date(clock.now()),
        ),
      );
      await h.heard();
    },
    heard: () => app.sessionCache.caughtUp(),
    tick: () => app.quoteWriter.write(new Date(clock.now())),
    async instance() {
      const other = await buildApp(settings, { database });
      others.push(other);
      return other;
    },
    async restart(more = {}) {
      await app.quoteWriter.release();
      await app.close();
      app = await buildApp({ ...settings, ...more }, { database });
      h.app = app;
      return app;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await database.close();
    },
  };
  await h.tick();
  return h;
}
