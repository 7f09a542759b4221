import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db, Tx } from '../../db/client';

/**
 * Tells every instance what changed. Both engines carry it on PostgreSQL's NOTIFY, so a message published
 * inside a transaction is delivered when (and only if) it commits: PostgreSQL through one dedicated LISTEN
 * connection per instance, PGlite within the process (its one connection listens too).
 */
export interface Bus {
  /** Delivered to every instance (this one included) after the surrounding transaction commits, when given one. */
  publish(topic: string, payload: Record<string, unknown>, tx?: Tx | Db): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(listener: (topic: string, payload: Record<string, unknown>) => void): () => void;
  close(): Promise<void>;
}

export type BusListener = Parameters<Bus['subscribe']>[0];

export const BUS_CHANNEL = 'finance_bus';
/**
 * Published to this instance's listeners (never through the database) when its LISTEN connection is back
 * after a loss: whatever was published meanwhile never arrived, so a listener that must miss nothing
 * re-reads what it follows.
 */
export const BUS_RECONNECTED = 'bus.reconnected';
/** Each instance's own beat on the bus (PostgreSQL): `{ id }`, heard by its own LISTEN connection. */
export const BUS_HEARTBEAT = 'bus.heartbeat';

/**
 * How often an instance beats on the bus, and after how long without hearing its own beat it takes its LISTEN
 * connection for lost: one cut without a FIN (a dead network path, a NAT that forgot it) was noticed only by
 * TCP keep-alive, about two hours, while every message meanwhile went unheard.
 */
export interface BusTimings {
  heartbeatMs: number;
  lostAfterMs: number;
}
export const BUS_TIMINGS: BusTimings = { heartbeatMs: 5000, lostAfterMs: 15_000 };
const BEAT_PREFIX = JSON.stringify({ topic: BUS_HEARTBEAT }).slice(0, -1);

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_MESSAGE_BYTES = 7999;

/** The bus message of `payload` on `topic`, refused when NOTIFY would refuse it. */
export function busMessage(topic: string, payload: Record<string, unknown>): string {
  const message = JSON.stringify({ topic, payload });
  if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES) {
    throw new Error(`bus message on ${topic} is ${Buffer.byteLength(message)} bytes, over ${MAX_MESSAGE_BYTES}`);
  }
  return message;
}

/** The NOTIFY of one message in `tx` (or at once on `db`): what `Bus.publish` does, for code that holds no bus. */
export async function notify(tx: Tx | Db, topic: string, payload: Record<string, unknown>): Promise<void> {
  await tx.execute(sql`select pg_notify(${BUS_CHANNEL}, ${busMessage(topic, payload)})`);
}

interface Listening {
  /** stops listening */
  stop(): Promise<void>;
}

export async function createBus(
  database: Database,
  options: { log?: (message: string, error?: unknown) => void; timings?: BusTimings } = {},
): Promise<Bus> {
  const listeners = new Set<BusListener>();
  const deliver = (topic: string, payload: Record<string, unknown>) => {
    for (const listener of listeners) {
      try {
        listener(topic, payload);
      } catch (error) {
        options.log?.(`bus listener failed on ${topic}`, error);
      }
    }
  };
  const receive = (raw: string | undefined) => {
    if (!raw) return;
    let message: { topic?: unknown; payload?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      return;
    }
    if (typeof message.topic === 'string' && message.payload && typeof message.payload === 'object') {
      deliver(message.topic, message.payload as Record<string, unknown>);
    }
  };
  const listening =
    database.kind === 'pglite'
      ? await listenPglite(database, receive)
      : await listenPostgres(database, receive, {
          reconnected: () => deliver(BUS_RECONNECTED, {}),
          log: options.log,
          timings: options.timings ?? BUS_TIMINGS,
        });
  return {
    publish: (topic, payload, tx) => notify(tx ?? database.db, topic, payload),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await listening.stop();
    },
  };
}

async function listenPglite(database: Database, receive: (raw: string) => void): Promise<Listening> {
  const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  const unlisten = await client.listen(BUS_CHANNEL, receive);
  return { stop: () => (client.closed ? Promise.resolve() : unlisten()) };
}

/** Waits between reconnects: 0.25 s doubling to 5 s, with jitter so the instances do not reconnect in step. */
const reconnectDelay = (attempt: number) => Math.min(5000, 250 * 2 ** attempt) * (0.5 + Math.random() / 2);

/**
 * One connection of its own (a pooled one would go back to the pool, and LISTEN with it), with the pool's
 * settings. A lost connection (a database restart, or its own heartbeat unheard for `lostAfterMs`) is
 * replaced with backoff; `reconnected` then tells the listeners that messages may have been missed.
 */
async function listenPostgres(
  database: Database,
  receive: (raw: string | undefined) => void,
  ctx: {
    reconnected: () => void;
    log: ((message: string, error?: unknown) => void) | undefined;
    timings: BusTimings;
  },
): Promise<Listening> {
  const { reconnected, log, timings } = ctx;
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let everConnected = false;
  // this instance's beat, as NOTIFY delivers it: heard, the LISTEN connection still carries messages
  const beat = JSON.stringify({ topic: BUS_HEARTBEAT, payload: { id: randomUUID() } });
  let heardAt = Date.now();
  let dropCurrent: ((error?: unknown) => void) | undefined;
  const heartbeat = setInterval(() => {
    if (dropCurrent && Date.now() - heardAt > timings.lostAfterMs) {
      return dropCurrent(new Error(`the bus's own heartbeat went unheard for ${timings.lostAfterMs} ms`));
    }
    pool.query('select pg_notify($1, $2)', [BUS_CHANNEL, beat]).catch(() => {});
  }, timings.heartbeatMs);
  heartbeat.unref();

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, reconnectDelay(attempt++));
  };
  const connect = async () => {
    // keep-alive: a connection cut without a word (a dead network path) is noticed too
    const next = new pg.Client({ ...pool.options, keepAlive: true });
    client = next;
    let lost = false;
    const drop = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (dropCurrent === drop) dropCurrent = undefined;
      if (!stopped) log?.('bus connection lost', error);
      next.removeAllListeners('notification');
      // a connection that went silent would wait for ever on a goodbye: its socket goes at once
      (next as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      void next.end().catch(() => {});
      retry();
    };
    next.on('error', drop);
    next.on('end', () => drop());
    next.on('notification', (message) => {
      if (message.channel !== BUS_CHANNEL) return;
      if (message.payload === beat) heardAt = Date.now();
      // the other instances' beats are nothing to the listeners
      else if (!message.payload?.startsWith(BEAT_PREFIX)) receive(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${BUS_CHANNEL}`);
    } catch (error) {
      drop(error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    attempt = 0;
    heardAt = Date.now();
    dropCurrent = drop;
    if (everConnected) reconnected();
    everConnected = true;
  };
  // the first attempt is awaited, so a message published right after start is heard; a failed one retries
  await connect();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(heartbeat);
      await client?.end().catch(() => {});
    },
  };
}
