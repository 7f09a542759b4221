import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { calls, type CallData, type CallInput, type CallName } from '../../contract/calls';

/**
 * Server throughput: the API server runs in a child process on loopback (in-memory PGlite, DEMO on),
 * autocannon drives it from this process, and a bare Fastify route in another child process gives the
 * ceiling of the same machine in the same run.
 */
export interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}
export interface ServerFigures {
  durationSeconds: number;
  connections: number;
  balance: Load;
  order: Load;
  bare: Load;
  database: 'pglite' | 'postgres';
  /** requests/s of the route ÷ requests/s of the bare route */
  ratio: { balance: number; order: number };
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  non2xx: number;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: Array<Partial<AutocannonRequest> & { setupRequest?: (req: AutocannonRequest) => AutocannonRequest }>;
}) => Promise<AutocannonResult>;

// autocannon ships no types; this is the part used here
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a child process and resolves once `ready()` answers; the child is stopped if it never does. */
export async function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: () => Promise<boolean>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await ready().catch(() => false)) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopChild(child);
  throw new Error(`${args.join(' ')} did not start`);
}

export const answers = (url: string) => async () =>
  (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).ok;

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function api<N extends CallName>(
  url: string,
  name: N,
  body: CallInput<N>,
  headers: Record<string, string> = {},
): Promise<CallData<N>> {
  const res = await fetch(`${url}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: unknown };
  if (json.code !== 200) throw new Error(`${name}: ${json.code} ${json.msg}`);
  return calls[name].data.parse(json.data) as CallData<N>;
}

const figures = (r: AutocannonResult): Load => ({
  requestsPerSecond: Math.round(r.requests.average),
  p99Ms: r.latency.p99,
  errors: r.errors,
  non2xx: r.non2xx,
});

export interface BenchOptions {
  durationSeconds?: number;
  connections?: number;
  /** a throwaway PostgreSQL database (the demo content is seeded into it); default: in-memory PGlite */
  databaseUrl?: string;
}

export async function benchServer(options: BenchOptions = {}): Promise<ServerFigures> {
  const duration = options.durationSeconds ?? 10;
  const connections = options.connections ?? 10;
  const serverUrl = `http://127.0.0.1:${await freePort()}`;
  const serverChild = await startChild(
    // the built server, as production runs it (npm run build first)
    ['dist-server/main.js'],
    {
      DATA_DIR: 'memory://',
      PORT: new URL(serverUrl).port,
      HOST: '127.0.0.1',
      DEMO: 'true',
      DATABASE_URL: options.databaseUrl ?? '',
      // off: one client at full speed would only measure 429s; BENCH_API_RATE_LIMIT=1000000 adds its cost
      API_RATE_LIMIT: process.env.BENCH_API_RATE_LIMIT ?? '0',
      REGISTER_MAX_PER_IP: '1000000',
      LOG_LEVEL: 'warn',
      DIST_DIR: path.join(root, '.no-dist'),
    },
    answers(`${serverUrl}/api/configs`),
  );
  const bareUrl = `http://127.0.0.1:${await freePort()}`;
  const bareScript =
    "import Fastify from 'fastify';" +
    'const app = Fastify();' +
    "app.post('/bare', async () => ({ code: 200, msg: 'ok', data: { balance: '0.00' } }));" +
    `await app.listen({ port: ${new URL(bareUrl).port}, host: '127.0.0.1' });` +
    "process.on('SIGTERM', () => app.close().then(() => process.exit(0)));";
  const bareChild = await startChild(['--input-type=module', '-e', bareScript], {}, answers(`${bareUrl}/bare`)).catch(
    async (error: unknown) => {
      await stopChild(serverChild);
      throw error;
    },
  );
  try {
    // one member per connection, as real traffic comes from many members (one member's money calls queue on its row lock)
    const tokens: string[] = [];
    for (let i = 0; i < connections; i++) {
      const password = 'bench-pass-1';
      const account = `bench_${Date.now().toString(36)}_${i}`;
      const { token } = await api(serverUrl, 'register', { account, password, confirmPassword: password });
      await api(
        serverUrl,
        'recharge',
        { method: 'bankcard', amount: '1000000000' },
        { token, 'idempotency-key': randomUUID() },
      );
      tokens.push(token);
    }
    const token = tokens[0]!;
    let turn = 0;
    const asNextMember = (req: AutocannonRequest, extra: Record<string, string> = {}) => ({
      ...req,
      headers: { ...req.headers, token: tokens[turn++ % tokens.length]!, ...extra },
    });
    const headers = { 'content-type': 'application/json' };
    const balance = await autocannon({
      url: serverUrl,
      connections,
      duration,
      requests: [
        { method: 'POST', path: '/api/balance', headers, body: '{}', setupRequest: (req) => asNextMember(req) },
      ],
    });

    // orders go to the open period of a 60 s room: start when a whole run fits before its cut-off
    const rooms = await api(serverUrl, 'rooms', {});
    const room = rooms.find((r) => r.periodSeconds === 60) ?? rooms[0]!;
    let current = await api(serverUrl, 'room', { id: room.id }, { token });
    const left = () => (Date.parse(current.period.closeAt) - Date.now()) / 1000;
    if (left() < duration + 7) {
      await new Promise((r) => setTimeout(r, (left() + 0.5) * 1000));
      current = await api(serverUrl, 'room', { id: room.id }, { token });
    }
    const orderBody = JSON.stringify({
      roomId: room.id,
      issueNo: current.period.issueNo,
      direction: 'up',
      amount: room.minStake,
    });
    const order = await autocannon({
      url: serverUrl,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/order',
          headers,
          body: orderBody,
          setupRequest: (req) => asNextMember(req, { 'idempotency-key': randomUUID() }),
        },
      ],
    });
    const bareRun = await autocannon({
      url: bareUrl,
      connections,
      duration,
      requests: [{ method: 'POST', path: '/bare', headers: { 'content-type': 'application/json' }, body: '{}' }],
    });
    const result: ServerFigures = {
      durationSeconds: duration,
      connections,
      database: options.databaseUrl ? 'postgres' : 'pglite',
      balance: figures(balance),
      order: figures(order),
      bare: figures(bareRun),
      ratio: { balance: 0, order: 0 },
    };
    const ratio = (load: Load) => Math.round((load.requestsPerSecond / result.bare.requestsPerSecond) * 1000) / 1000;
    result.ratio = { balance: ratio(result.balance), order: ratio(result.order) };
    return result;
  } finally {
    await stopChild(serverChild);
    await stopChild(bareChild);
  }
}

export function printServerFigures(f: ServerFigures): void {
  const line = (name: string, l: Load) =>
    `  ${name.padEnd(14)} ${String(l.requestsPerSecond).padStart(7)} req/s   p99 ${String(l.p99Ms).padStart(5)} ms` +
    (l.errors || l.non2xx ? `   (errors ${l.errors}, non-2xx ${l.non2xx})` : '');
  console.log(
    `Server throughput (${f.connections} connections, ${f.durationSeconds} s each, loopback, ${f.database === 'postgres' ? 'PostgreSQL' : 'PGlite in memory'})`,
  );
  console.log(line('/api/balance', f.balance));
  console.log(line('/api/order', f.order));
  console.log(line('bare Fastify', f.bare));
  console.log(`  ratio to bare: balance ${f.ratio.balance}, order ${f.ratio.order}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // BENCH_DATABASE_URL: measure on a throwaway PostgreSQL database instead of PGlite
  benchServer({ databaseUrl: process.env.BENCH_DATABASE_URL || undefined }).then(
    printServerFigures,
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
