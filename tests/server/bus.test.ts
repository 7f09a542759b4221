import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../server/app';
import { openPostgres, type Database } from '../../server/db/client';
import { BUS_RECONNECTED, createBus, MAX_MESSAGE_BYTES, type Bus } from '../../server/services/platform/bus';
import { harness, type Harness } from './support/harness';

/**
 * The bus on the engine the suite runs on (PGlite, or PostgreSQL under scripts/test-postgres.sh): a second
 * app on the same database stands for another instance; on PostgreSQL it has a pool and a LISTEN
 * connection of its own.
 */
let h: Harness;
let other: FastifyInstance;
let otherDatabase: Database | undefined;

beforeAll(async () => {
  h = await harness();
  if (h.database.kind === 'postgres') {
    const url = (h.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    otherDatabase = await openPostgres(url);
  }
  other = await buildApp(h.app.settings, { database: otherDatabase ?? h.database });
});
afterAll(async () => {
  await other.close();
  await otherDatabase?.close();
  await h.close();
});

type Message = { topic: string; payload: Record<string, unknown> };

/** Collects what `app` hears; `next(topic)` waits for a message on `topic` (5 s at most). */
const hear = (app: FastifyInstance) => hearBus(app.bus);

function hearBus(bus: Bus) {
  const heard: Message[] = [];
  const waiting = new Set<() => void>();
  const stop = bus.subscribe((topic, payload) => {
    // this file's messages: other parts of the app talk on the bus too (the session caches' heartbeat)
    if (!topic.startsWith('test.') && topic !== BUS_RECONNECTED) return;
    heard.push({ topic, payload });
    for (const wake of waiting) wake();
  });
  const next = (topic: string) =>
    new Promise<Message>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`nothing on ${topic}`)), 5000);
      const check = () => {
        const found = heard.find((m) => m.topic === topic);
        if (!found) return;
        clearTimeout(timeout);
        waiting.delete(check);
        resolve(found);
      };
      waiting.add(check);
      check();
    });
  return { heard, next, stop };
}

it('delivers a message to every instance, the publishing one included', async () => {
  const here = hear(h.app);
  const there = hear(other);
  await h.app.bus.publish('test.plain', { n: 1 });
  expect((await here.next('test.plain')).payload).toEqual({ n: 1 });
  expect((await there.next('test.plain')).payload).toEqual({ n: 1 });
  here.stop();
  there.stop();
});

it('delivers a message published in a transaction when it commits, and never when it rolls back', async () => {
  const there = hear(other);
  await h.app.db
    .transaction(async (tx) => {
      await h.app.bus.publish('test.rolled', { n: 2 }, tx);
      throw new Error('roll back');
    })
    .catch(() => {});
  await h.app.db.transaction(async (tx) => {
    await h.app.bus.publish('test.committed', { n: 3 }, tx);
    await tx.execute(sql`select 1`);
    expect(there.heard).toEqual([]);
  });
  expect((await there.next('test.committed')).payload).toEqual({ n: 3 });
  // the committed message came after the rolled-back one would have: that one is not coming
  expect(there.heard.map((m) => m.topic)).toEqual(['test.committed']);
  there.stop();
});

it('refuses a message PostgreSQL could not carry', async () => {
  const big = { text: 'x'.repeat(MAX_MESSAGE_BYTES) };
  await expect(h.app.bus.publish('test.big', big)).rejects.toThrow(/over 7999/);
});

it('stops delivering to a listener that unsubscribed', async () => {
  const gone = hear(other);
  gone.stop();
  const still = hear(other);
  await h.app.bus.publish('test.after', {});
  await still.next('test.after');
  expect(gone.heard).toEqual([]);
  still.stop();
});

it.runIf(process.env.DATABASE_URL)('reconnects a lost LISTEN connection and says so, then delivers again', async () => {
  const there = hear(other);
  const admin = otherDatabase!.db;
  // every LISTEN connection on this database (both instances'): both come back
  await admin.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
  );
  await there.next(BUS_RECONNECTED);
  await h.app.bus.publish('test.back', { n: 4 });
  expect((await there.next('test.back')).payload).toEqual({ n: 4 });
  there.stop();
});

/**
 * A TCP proxy on 127.0.0.1 to `target`: `freeze()` stops forwarding on every connection open then, both ways,
 * without closing anything (no FIN, no RST: a dead network path); connections made after pass again.
 */
async function freezingProxy(target: { host: string; port: number }) {
  const open = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    open.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const forget = () => open.delete(pair);
    for (const socket of [client, upstream]) socket.on('error', forget).on('close', forget);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const frozen: net.Socket[] = [];
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      for (const { client, upstream } of open) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
        frozen.push(client, upstream);
      }
      open.clear();
    },
    /** ends the frozen connections (a query waiting on one fails), then, once the others are closed, the proxy */
    cutFrozen: () => frozen.forEach((socket) => socket.destroy()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

it.runIf(process.env.DATABASE_URL)(
  'takes a LISTEN connection that went silent without a FIN for lost once its own heartbeat goes unheard',
  async () => {
    const url = new URL((h.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!);
    const proxy = await freezingProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const viaProxy = await openPostgres(
      Object.assign(new URL(url), { hostname: '127.0.0.1', port: String(proxy.port) }).toString(),
    );
    const bus = await createBus(viaProxy, { timings: { heartbeatMs: 50, lostAfterMs: 300 } });
    const there = hearBus(bus);
    try {
      await h.app.bus.publish('test.before', {});
      await there.next('test.before');
      proxy.freeze();
      await h.app.bus.publish('test.unheard', {});
      // TCP keep-alive would take about two hours; the heartbeat a few hundred milliseconds
      await there.next(BUS_RECONNECTED);
      await h.app.bus.publish('test.heard', { n: 5 });
      expect((await there.next('test.heard')).payload).toEqual({ n: 5 });
    } finally {
      there.stop();
      proxy.cutFrozen();
      await bus.close();
      await viaProxy.close();
      await proxy.close();
    }
  },
);
