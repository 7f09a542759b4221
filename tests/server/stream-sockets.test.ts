import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { STREAM_IDLE_HEARTBEATS, STREAM_MAX_BUFFERED_BYTES } from '../../server/routes/stream';
import { passEvent } from '../../server/services/platform/events';
import { harness, type Harness } from './support/harness';

/**
 * Streams whose peer stops reading: cut at STREAM_MAX_BUFFERED_BYTES, their sockets are destroyed (not left open
 * with their buffers), and a socket that makes no progress for a few heartbeats is destroyed too.
 */
let h: Harness;
let port: number;
const sockets = new Set<net.Socket>();
beforeAll(async () => {
  h = await harness({ streamHeartbeatMs: 100 });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
  h.app.server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
});
afterAll(() => h.close());

/** A stream of the markets' passing events, opened by a client that never reads a byte of the answer. */
async function neverReading(token: string) {
  const client = net.connect(port, '127.0.0.1');
  client.pause();
  await new Promise((resolve) => client.once('connect', resolve));
  client.write(`GET /api/stream?markets=1 HTTP/1.1\r\nHost: localhost\r\ntoken: ${token}\r\n\r\n`);
  return client;
}

/** A passing event of about 7 kB to every stream that follows the markets (NOTIFY takes up to 8000 bytes). */
const bigEvent = () => passEvent(h.app.db, 'quotes', 'markets', { pad: 'x'.repeat(7000) });

/** Waits until the stream answered (its headers left): the server serves it. */
const served = () => vi.waitFor(() => expect([...sockets].every((socket) => socket.bytesWritten > 0)).toBe(true));
/** Events enough to fill loopback's buffers of one stream (about 4 MB): 1,500 of 7 kB. */
const MAX_EVENTS = 1500;

/** A new member's stream that is never read, and the server's socket of it (the only one open). */
async function oneNeverReading() {
  const m = await h.member();
  const client = await neverReading(m.token);
  await vi.waitFor(() => expect(sockets.size).toBe(1));
  await served();
  return { client, socket: [...sockets][0]! };
}

/** Whether the socket passes all it was given to the kernel within a moment: false once the kernel's buffers are full. */
const flushes = (socket: net.Socket) =>
  vi
    .waitFor(() => expect(socket.writableLength).toBe(0), { timeout: 500, interval: 5 })
    .then(
      () => true,
      () => false,
    );

it('destroys the socket of a stream cut for a reader that stopped reading, and what it held goes', async () => {
  const { client, socket } = await oneNeverReading();
  // the kernel's buffers fill first (megabytes on loopback), an event at a time
  for (let i = 0; i < MAX_EVENTS && (await flushes(socket)); i++) await bigEvent();
  // then more than 256 kB pile up on the stream, which is cut
  for (let piled = 0; piled <= STREAM_MAX_BUFFERED_BYTES + 7000 && !socket.destroyed; piled += 7000) {
    await bigEvent();
    await h.heard();
  }
  await vi.waitFor(() => expect(sockets.size).toBe(0), { timeout: 3000 });
  client.destroy();
});

it('gives a stream socket a time-out of three heartbeats without progress, which destroys it', async () => {
  const { client, socket } = await oneNeverReading();
  expect(socket.timeout).toBe(3 * h.app.settings.streamHeartbeatMs);
  // the kernel's buffers full, what is written waits on the socket for a peer that does not read
  for (let i = 0; i < MAX_EVENTS && (await flushes(socket)); i++) await bigEvent();
  expect(socket.writableLength).toBeGreaterThan(0);
  // what Node does when nothing written reached the peer and nothing was read for that long
  socket.emit('timeout');
  await vi.waitFor(() => expect(sockets.size).toBe(0));
  client.destroy();
});

it('keeps a stream whose time-out came from this process standing still, not from its peer', async () => {
  const { client, socket } = await oneNeverReading();
  // the heartbeats reached the kernel: what Node's time-out says after a long task or a starved CPU made them late
  expect(await flushes(socket)).toBe(true);
  socket.emit('timeout');
  const written = socket.bytesWritten;
  // the heartbeats go on on the same socket
  await vi.waitFor(() => expect(socket.bytesWritten).toBeGreaterThan(written + 8), { timeout: 3000 });
  expect(socket.destroyed).toBe(false);
  expect(sockets.size).toBe(1);
  client.destroy();
  await vi.waitFor(() => expect(sockets.size).toBe(0));
});

// PGlite has one connection: a lock held elsewhere would hold up the stream's sign-in too, before it is served
it.runIf(process.env.DATABASE_URL)(
  'keeps a stream whose replay waits on the database alive with its heartbeats, then replays it',
  async () => {
    const m = await h.member();
    // another connection holds the events table: the stream's replay waits for it
    const holder = await (h.app.db as unknown as { $client: import('pg').Pool }).$client.connect();
    await holder.query('begin');
    await holder.query('lock table events in access exclusive mode');
    const client = net.connect(port, '127.0.0.1');
    let received = '';
    let closed = false;
    client.on('data', (chunk: Buffer) => (received += chunk.toString()));
    client.on('close', () => (closed = true));
    client.on('error', () => {});
    await new Promise((resolve) => client.once('connect', resolve));
    client.write(`GET /api/stream HTTP/1.1\r\nHost: localhost\r\ntoken: ${m.token}\r\n\r\n`);
    const heartbeats = () => received.split(': \n\n').length - 1;
    try {
      // twice the heartbeats after which a socket without progress is destroyed
      await vi.waitFor(
        () => {
          expect(closed).toBe(false);
          expect(heartbeats()).toBeGreaterThanOrEqual(2 * STREAM_IDLE_HEARTBEATS);
        },
        { timeout: 5000, interval: 20 },
      );
      expect(received).not.toContain('event: ready');
    } finally {
      await holder.query('commit');
      holder.release();
    }
    await vi.waitFor(() => expect(received).toContain('event: ready'), { timeout: 5000 });
    expect(closed).toBe(false);
    client.destroy();
  },
);
