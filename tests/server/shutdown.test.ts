import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { startServer } from '../../server/start';
import { freePort } from '../cluster/support/instances';
import { freshDatabase } from './support/database';
import { testSettings } from './support/harness';

/**
 * SIGTERM to the real server process (server/main.ts, on an in-memory PGlite): /readyz answers 503 at once,
 * the requests in flight are answered, idle keep-alive connections close, and the process exits 0.
 */
const LOGINS = 40;
const ACCOUNTS = 8;

let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
});

/** A POST that has sent its headers and a part of its body: in flight until `finish()`. */
function partialPost(url: string, body: string) {
  const request = http.request(url, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; code: number }>((resolve, reject) => {
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, ...(JSON.parse(Buffer.concat(chunks).toString()) as { code: number }) }),
      );
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return { answer, finish: () => request.end(body.slice(10)) };
}

/** Log lines (JSON) as they come, split on newlines. */
function lineCollector() {
  const lines: string[] = [];
  let pending = '';
  const write = (chunk: Buffer | string) => {
    const parts = (pending + chunk.toString()).split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
  };
  const incoming = (path: string, since = 0) =>
    lines.slice(since).filter((line) => line.includes('"incoming request"') && line.includes(`"${path}"`)).length;
  return { lines, write, incoming };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, deadlineMs: number) {
  const deadline = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await delay(20); // the poll's interval
  }
}

it('SIGTERM: /readyz 503 at once, every request in flight answered, idle connections closed, exit 0', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: 'memory://',
    DEMO: '0',
    PASSKEY_RP_ID: 'localhost',
    PASSKEY_ORIGINS: `http://localhost:${port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    // debug: the line of each request's arrival (plugins/request-log.ts)
    LOG_LEVEL: 'debug',
    SHUTDOWN_GRACE_SECONDS: '60',
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = server;
  const log = lineCollector();
  server.stdout!.on('data', log.write);
  server.stderr!.on('data', log.write);
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const ready = () =>
    fetch(`${base}/readyz`)
      .then((r) => r.status)
      .catch(() => 0);
  await until(async () => (await ready()) === 200, 'the server to be ready', 60_000);

  const post = (name: string, body: unknown) =>
    fetch(`${base}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, ...((await r.json()) as { code: number }) }));
  const accounts = Array.from({ length: ACCOUNTS }, (_, n) => `drain${n}x${process.pid}`);
  for (const account of accounts) {
    expect(await post('register', { account, password: 'passw0rd1', confirmPassword: 'passw0rd1' })).toMatchObject({
      code: 200,
    });
  }

  // an idle keep-alive connection, which the drain must close
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const idle = await new Promise<net.Socket>((resolve, reject) => {
    const request = http.get(`${base}/healthz`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(request.socket!));
    });
    request.on('error', reject);
  });

  // 40 logins in flight: each has sent its headers and half its body when the signal comes
  const before = log.lines.length;
  const inFlight = Array.from({ length: LOGINS }, (_, n) =>
    partialPost(`${base}/api/login`, JSON.stringify({ account: accounts[n % ACCOUNTS], password: 'passw0rd1' })),
  );
  await until(() => log.incoming('/api/login', before) === LOGINS, 'the logins to arrive', 30_000);

  const signalledAt = Date.now();
  server.kill('SIGTERM');
  await until(async () => (await ready()) === 503, '/readyz to answer 503', 5000);
  const readyzAt = Date.now();
  expect(await post('configs', {})).toMatchObject({ status: 503, code: 503, data: { retryAfter: 1 } });
  await until(() => idle.destroyed, 'the idle keep-alive connection to close', 5000);
  expect(server.exitCode).toBeNull();

  for (const login of inFlight) login.finish();
  const results = await Promise.all(inFlight.map((login) => login.answer));
  expect(results.filter((r) => r.status === 200 && r.code === 200)).toHaveLength(LOGINS);
  expect(await exited).toBe(0);
  console.log(
    `drain: /readyz answered 503 ${readyzAt - signalledAt} ms after SIGTERM; ${LOGINS} logins in flight answered`,
  );
  agent.destroy();
}, 120_000);

it('a request still in flight when the grace period ends is cut, and the shutdown says so', async () => {
  const log = lineCollector();
  const database = await freshDatabase();
  const server = await startServer(testSettings({ port: 0, host: '127.0.0.1' }), {
    database,
    logger: { level: 'debug', stream: { write: log.write } },
  });
  const stuck = partialPost(`${server.url}/api/login`, JSON.stringify({ account: 'nobody1', password: 'passw0rd1' }));
  const cut = stuck.answer.then(
    () => false,
    () => true,
  );
  await until(() => log.incoming('/api/login') === 1, 'the login to arrive', 10_000);
  const started = Date.now();
  expect(await server.shutdown(300)).toBe(false);
  expect(Date.now() - started).toBeLessThan(5000);
  expect(await cut).toBe(true);
  await database.close();
});
