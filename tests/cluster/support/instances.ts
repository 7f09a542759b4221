import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import { createDatabase } from '../../server/support/database';

/** One `node dist-server/main.js` on 127.0.0.1 (in DEMO mode unless `env` says otherwise), with what it printed. */
export interface Instance {
  url: string;
  process: ChildProcess;
  log: string[];
  /** null while it runs */
  exitCode(): number | null;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A new, empty database on the test cluster (DATABASE_URL), dropped by `drop()`. */
export function freshDatabaseUrl() {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set: run this suite through scripts/test-postgres.sh');
  return createDatabase(base);
}

export async function startInstance(
  databaseUrl: string,
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist-server/main.js', ...args], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: 'true',
      // what a deployment sets (docs/server.md "Passkeys"); a test without DEMO needs them to start
      PASSKEY_RP_ID: 'localhost',
      PASSKEY_ORIGINS: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // scrypt at N=2^10: forty withdrawals at once at OWASP's 2^17 (128 MiB each) outlast the calls' time-out
      // on a shared two-core machine
      TEST_SCRYPT_LN: '10',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    log,
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Polls `/readyz` until it answers 200; the time it took, or an error past `deadlineMs`. */
export async function waitReady(instance: Instance, deadlineMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (instance.exitCode() !== null) {
      throw new Error(`instance ${instance.url} exited (${instance.exitCode()}):\n${instance.log.join('')}`);
    }
    const ready = await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(2000) })
      .then(async (r) => (await r.arrayBuffer(), r.ok))
      .catch(() => false);
    if (ready) return Date.now() - start;
    if (Date.now() - start > deadlineMs) {
      throw new Error(`instance ${instance.url} not ready after ${deadlineMs} ms:\n${instance.log.join('')}`);
    }
    await delay(100); // the poll's interval
  }
}

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** One API call over HTTP, from a client address of its own (the instances trust X-Forwarded-For). */
export async function call<T = unknown>(
  instance: Instance,
  name: string,
  body: unknown,
  options: { token?: string; key?: string; ip?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${instance.url}/api/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': options.ip ?? randomIp(),
      ...(options.token ? { token: options.token } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  return { status: response.status, ...envelope };
}

/**
 * A client address from the documentation prefix: only ever a header value, never a destination. Each in
 * its own /64, since the rate limit counts an IPv6 subnet as one client.
 */
export const randomIp = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
export const newKey = () => randomUUID();

/** A reviewer created by the operator command and signed in on `on` (password, then the authenticator's code). */
export async function reviewerToken(on: Instance, databaseUrl: string): Promise<string> {
  const account = `r${newKey().replace(/-/g, '').slice(0, 12)}`;
  const password = 'Operat0r!pass';
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  await promisify(execFile)(
    process.execPath,
    ['dist-server/admin.js', 'operator:create', account, password, 'reviewer'],
    { env },
  );
  const signIn = async (body: object) => {
    const response = await fetch(`${on.url}/admin/api/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password, ...body }),
    });
    return ((await response.json()) as { data: { secret?: string; token?: string } }).data;
  };
  const { secret } = await signIn({});
  const { token } = await signIn({ code: await generate({ secret: secret! }) });
  return token!;
}

/** A and B on a fresh database of the test cluster, for a file's tests: started before them, stopped and dropped after. */
export function twoInstances() {
  const pair = {} as { target: Awaited<ReturnType<typeof freshDatabaseUrl>>; a: Instance; b: Instance };
  beforeAll(async () => {
    pair.target = await freshDatabaseUrl();
    pair.a = await startInstance(pair.target.url);
    await waitReady(pair.a, 60_000);
    pair.b = await startInstance(pair.target.url);
    await waitReady(pair.b, 60_000);
  });
  afterAll(async () => {
    await Promise.all([pair.a?.stop(), pair.b?.stop()]);
    await pair.target?.drop();
  });
  return pair;
}
