import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { calls, type CallData, type CallInput, type CallName } from '../../contract/calls';
import { cpuMeter, type CpuFigures } from './cpu';
import { throwawayPostgres, type ThrowawayPostgres } from './postgres';
import { wrk, type Load } from './wrk';
import { freePort } from '../../tests/cluster/support/instances';
import { median } from './median';

/**
 * Server throughput on PostgreSQL (issue 27): three instances of the built server (`dist-server/`, as production
 * runs it) on one throwaway cluster, a bare Fastify route in its own process, and wrk as the client, all on
 * loopback in the same run:
 *  - /api/balance on one of the instances, beside the bare route (the ratio is the figure that travels between
 *    machines; the issue's goal is ≥ 0.25);
 *  - /api/order (fresh Idempotency-Keys) over the three instances at once, one wrk per instance, with where the
 *    CPU went and what PostgreSQL's busy backends waited on, to say what limits it;
 *  - p50/p99 latency of each at `connections` connections (24).
 * `runs` rounds of each (BENCH_SERVER_RUNS, default 3); each figure is the median over the rounds.
 */
export interface ServerFigures {
  durationSeconds: number;
  connections: number;
  runs: number;
  instances: number;
  balance: Load;
  order: Load;
  bare: Load;
  /** requests/s of the route ÷ requests/s of the bare route of the same round (median over the rounds) */
  ratio: { balance: number; order: number };
  /** during the order runs: cores used by each group of processes, and the machine's */
  orderCpu: CpuFigures;
  /**
   * during the order runs: share of samples of PostgreSQL's active backends per wait event ('cpu' = none), a
   * lock wait with the statement that waits
   */
  orderWaits: Record<string, number>;
}

export const INSTANCES = 3;
const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

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
  const deadline = Date.now() + 90_000;
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

/** An instance of the built server on `databaseUrl`; `extra` overrides its environment. */
export async function startInstance(
  databaseUrl: string,
  extra: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const url = `http://127.0.0.1:${await freePort()}`;
  const env = {
    DATABASE_URL: databaseUrl,
    PORT: new URL(url).port,
    HOST: '127.0.0.1',
    DEMO: 'true',
    // on, as in production, but never reached: each member calls from an address of its own (X-Forwarded-For
    // from wrk, the one proxy trusted) at far more than a phone does; BENCH_API_RATE_LIMIT=0 leaves it out
    API_RATE_LIMIT: process.env.BENCH_API_RATE_LIMIT ?? '1000000',
    TRUST_PROXY: '1',
    REGISTER_MAX_PER_IP: '1000000',
    // the bench registers its members: their password hashes are not what it measures
    TEST_SCRYPT_LN: '10',
    LOG_LEVEL: 'warn',
    DIST_DIR: path.join(root, '.no-dist'),
    ...extra,
  };
  // BENCH_SERVER: another build's main.js (the before figures of a change)
  const main = process.env.BENCH_SERVER ?? 'dist-server/main.js';
  return { url, child: await startChild([main], env, answers(`${url}/api/configs`)) };
}

export async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const url = `http://127.0.0.1:${await freePort()}`;
  const script =
    "import Fastify from 'fastify';" +
    'const app = Fastify();' +
    "app.post('/bare', async () => ({ code: 200, msg: 'ok', data: { balance: '0.00' } }));" +
    `await app.listen({ port: ${new URL(url).port}, host: '127.0.0.1' });` +
    "process.on('SIGTERM', () => app.close().then(() => process.exit(0)));";
  return { url, child: await startChild(['--input-type=module', '-e', script], {}, answers(`${url}/bare`)) };
}

/** Share of samples (every 50 ms) of the active backends' wait events while `work` runs. */
export async function waitEvents(databaseUrl: string, work: () => Promise<void>): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts: Record<string, number> = {};
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await client.query<{ wait: string }>(
        "select coalesce(wait_event_type || ':' || wait_event, 'cpu') || case when wait_event_type = 'Lock' " +
          "then ' in ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 60) else '' end as wait from pg_stat_activity " +
          "where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()",
      );
      for (const { wait } of rows) counts[wait] = (counts[wait] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await sampling;
    await client.end();
  }
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0) || 1;
  const shares = Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([wait, n]) => [wait, Math.round((n / total) * 100) / 100] as const);
  return Object.fromEntries(shares);
}

const medianLoad = (loads: Load[]): Load => ({
  requestsPerSecond: median(loads.map((l) => l.requestsPerSecond)),
  p50Ms: median(loads.map((l) => l.p50Ms)),
  p99Ms: median(loads.map((l) => l.p99Ms)),
  errors: loads.reduce((sum, l) => sum + l.errors, 0),
  non2xx: loads.reduce((sum, l) => sum + l.non2xx, 0),
});

export interface BenchOptions {
  durationSeconds?: number;
  connections?: number;
  runs?: number;
  /** an empty PostgreSQL database to use; default: a throwaway cluster of the bench's own */
  databaseUrl?: string;
}

export async function benchServer(options: BenchOptions = {}): Promise<ServerFigures> {
  const duration = options.durationSeconds ?? 10;
  const connections = options.connections ?? 24;
  const runs = options.runs ?? Number(process.env.BENCH_SERVER_RUNS ?? 3);
  const cluster: ThrowawayPostgres | undefined = options.databaseUrl ? undefined : await throwawayPostgres();
  const databaseUrl = options.databaseUrl ?? cluster!.url;
  const children: ChildProcess[] = [];
  try {
    // the first migrates and seeds; the others start on the ready database
    const first = await startInstance(databaseUrl);
    children.push(first.child);
    const others = await Promise.all(Array.from({ length: INSTANCES - 1 }, () => startInstance(databaseUrl)));
    children.push(...others.map((o) => o.child));
    const instances = [first.url, ...others.map((o) => o.url)];
    const bare = await startBare();
    children.push(bare.child);

    // two members per connection, each with an address of its own (see scripts/bench/wrk.ts)
    const members: Array<{ token: string; ip: string }> = [];
    for (let i = 0; i < 2 * connections; i++) {
      const password = 'bench-pass-1';
      const account = `bench_${Date.now().toString(36)}_${i}`;
      const { token } = await api(first.url, 'register', { account, password, confirmPassword: password });
      await api(
        first.url,
        'recharge',
        { method: 'bankcard', amount: '1000000000' },
        { token, 'idempotency-key': randomUUID() },
      );
      members.push({ token, ip: `2001:db8:${i.toString(16)}::1` });
    }
    const token = members[0]!.token;
    const load = { connections, durationSeconds: duration, members, body: '{}' };

    const balances: Load[] = [];
    const bares: Load[] = [];
    const balanceRatios: number[] = [];
    for (let run = 0; run < runs; run++) {
      const balance = await wrk([{ ...load, url: first.url, path: '/api/balance' }]);
      const bareRun = await wrk([{ ...load, url: bare.url, path: '/bare' }]);
      balances.push(balance);
      bares.push(bareRun);
      balanceRatios.push(balance.requestsPerSecond / bareRun.requestsPerSecond);
    }

    // orders go to the open period of a 60 s room: each run starts when it fits before the period's cut-off
    const rooms = await api(first.url, 'rooms', {});
    const room = rooms.find((r) => r.periodSeconds === 60) ?? rooms[0]!;
    const orders: Load[] = [];
    const orderRatios: number[] = [];
    const cpu: CpuFigures[] = [];
    const waits: Array<Record<string, number>> = [];
    const instancePids = new Set(children.slice(0, INSTANCES).map((c) => c.pid));
    for (let run = 0; run < runs; run++) {
      let current = await api(first.url, 'room', { id: room.id }, { token });
      const left = () => (Date.parse(current.period.closeAt) - Date.now()) / 1000;
      if (left() < duration + 7) {
        await new Promise((r) => setTimeout(r, (left() + 0.5) * 1000));
        current = await api(first.url, 'room', { id: room.id }, { token });
      }
      const body = JSON.stringify({
        roomId: room.id,
        issueNo: current.period.issueNo,
        direction: 'up',
        amount: room.minStake,
      });
      const perInstance = Math.max(1, Math.round(connections / INSTANCES));
      const meter = cpuMeter({
        instances: (p) => instancePids.has(p.pid),
        postgres: (p) => cluster !== undefined && (p.pid === cluster.pid || p.ppid === cluster.pid),
        wrk: (p) => p.comm === 'wrk',
      });
      let order: Load | undefined;
      waits.push(
        await waitEvents(databaseUrl, async () => {
          order = await wrk(
            instances.map((url, i) => ({
              ...load,
              members: members.filter((_, m) => m % INSTANCES === i),
              connections: perInstance,
              url,
              path: '/api/order',
              body,
              idempotent: true,
            })),
          );
        }),
      );
      cpu.push(meter.stop());
      orders.push(order!);
      orderRatios.push(order!.requestsPerSecond / median(bares.map((b) => b.requestsPerSecond)));
    }
    const ratio = (values: number[]) => Math.round(median(values) * 1000) / 1000;
    const medianOf = (records: Array<Record<string, number>>) => {
      const keys = [...new Set(records.flatMap((r) => Object.keys(r)))];
      return Object.fromEntries(keys.map((key) => [key, median(records.map((r) => r[key] ?? 0))]));
    };
    return {
      durationSeconds: duration,
      connections,
      runs,
      instances: INSTANCES,
      balance: medianLoad(balances),
      order: medianLoad(orders),
      bare: medianLoad(bares),
      ratio: { balance: ratio(balanceRatios), order: ratio(orderRatios) },
      orderCpu: {
        cores: medianOf(cpu.map((c) => c.cores)),
        machineBusyCores: median(cpu.map((c) => c.machineBusyCores)),
        machineCores: median(cpu.map((c) => c.machineCores)),
      },
      orderWaits: medianOf(waits),
    };
  } finally {
    for (const child of children) await stopChild(child);
    cluster?.stop();
  }
}

export function printServerFigures(f: ServerFigures): void {
  const line = (name: string, l: Load) =>
    `  ${name.padEnd(28)} ${String(l.requestsPerSecond).padStart(7)} req/s   p50 ${String(l.p50Ms).padStart(6)} ms   p99 ${String(l.p99Ms).padStart(7)} ms` +
    (l.errors || l.non2xx ? `   (errors ${l.errors}, non-2xx ${l.non2xx})` : '');
  console.log(
    `Server throughput on PostgreSQL, wrk, ${f.connections} connections, ${f.durationSeconds} s each, loopback, medians of ${f.runs} runs`,
  );
  console.log(line('/api/balance (1 instance)', f.balance));
  console.log(line(`/api/order (${f.instances} instances)`, f.order));
  console.log(line('bare Fastify', f.bare));
  console.log(`  ratio to bare: balance ${f.ratio.balance} (goal ≥ 0.25), order ${f.ratio.order}`);
  const cores = Object.entries(f.orderCpu.cores)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  console.log(
    `  during /api/order, cores used: ${cores}; machine ${f.orderCpu.machineBusyCores} of ${f.orderCpu.machineCores}`,
  );
  const waits = Object.entries(f.orderWaits)
    .sort(([, a], [, b]) => b - a)
    .filter(([, share]) => share >= 0.01)
    .map(([wait, share]) => `    ${`${Math.round(share * 100)} %`.padStart(5)}  ${wait}`)
    .join('\n');
  console.log(`  during /api/order, what PostgreSQL's active backends waited on:\n${waits}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // BENCH_DATABASE_URL: an empty database to use instead of a throwaway cluster
  benchServer({ databaseUrl: process.env.BENCH_DATABASE_URL || undefined }).then(
    (figures) => {
      printServerFigures(figures);
      if (process.env.BENCH_JSON) console.log(JSON.stringify(figures));
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
