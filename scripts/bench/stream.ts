import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { openStream } from '../../tests/server/support/sse';
import { freePort } from '../../tests/cluster/support/instances';
import { answers, api, startChild, stopChild } from './server';

/** Event-stream figures: memory for idle streams on one instance, and cross-instance delivery latency. */
export interface StreamFigures {
  idle: { streams: number; rssBeforeMb: number; rssAfterMb: number; perStreamKb: number };
  latency?: { moves: number; p50Ms: number; p99Ms: number; maxMs: number };
}

const rssMb = (child: ChildProcess) => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const serverEnv = (port: number, databaseUrl = '') => ({
  DATA_DIR: 'memory://',
  PORT: String(port),
  HOST: '127.0.0.1',
  DEMO: 'true',
  DATABASE_URL: databaseUrl,
  API_RATE_LIMIT: '0',
  REGISTER_MAX_PER_IP: '1000000',
  LOG_LEVEL: 'warn',
  TEST_SCRYPT_LN: '10',
  DIST_DIR: path.join(os.tmpdir(), 'no-dist'),
});

async function startInstance(databaseUrl?: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startChild(['dist-server/main.js'], serverEnv(port, databaseUrl), answers(`${url}/api/configs`));
  return { url, child };
}

async function newMember(url: string): Promise<string> {
  const password = 'bench-pass-1';
  const account = `s${randomUUID().replaceAll('-', '').slice(0, 14)}`;
  return (await api(url, 'register', { account, password, confirmPassword: password })).token;
}

/** A member's stream on `url` once its `ready` came (a connection of its own each: the bench holds thousands). */
async function ready(url: string, token: string) {
  const stream = await openStream(`${url}/api/stream`, { token }, 30_000);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

/** `streams` idle streams of one member on one instance (PGlite): the instance's RSS before and after. */
async function idleStreams(streams: number): Promise<StreamFigures['idle']> {
  const instance = await startInstance();
  const open: Array<{ close(): void }> = [];
  try {
    const token = await newMember(instance.url);
    // settle what start-up allocated before the first reading
    const first = await ready(instance.url, token);
    first.close();
    const before = rssMb(instance.child);
    for (let i = 0; i < streams; i += 100) {
      const batch = Array.from({ length: Math.min(100, streams - i) }, () => ready(instance.url, token));
      open.push(...(await Promise.all(batch)));
    }
    const after = rssMb(instance.child);
    return {
      streams,
      rssBeforeMb: Math.round(before),
      rssAfterMb: Math.round(after),
      perStreamKb: Math.round(((after - before) * 1024) / streams),
    };
  } finally {
    open.forEach((stream) => stream.close());
    await stopChild(instance.child);
  }
}

/** A throwaway PostgreSQL cluster on a free loopback port (Debian's binaries), as scripts/test-postgres.sh starts. */
async function throwawayPostgres() {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  const bin = `/usr/lib/postgresql/${versions[0]}/bin`;
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (...args: string[]) => {
    const [command, ...rest] = [...asPostgres, ...args];
    return spawnSync(command!, rest, { stdio: 'ignore' }).status === 0;
  };
  if (asPostgres.length) spawnSync('chown', ['postgres', work]);
  const port = await freePort();
  const options = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const started =
    run(`${bin}/initdb`, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '-D', `${work}/data`) &&
    run(`${bin}/pg_ctl`, '-D', `${work}/data`, '-l', `${work}/log`, '-w', '-o', options, 'start');
  if (!started) throw new Error(`could not start PostgreSQL in ${work}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run(`${bin}/pg_ctl`, '-D', `${work}/data`, '-m', 'immediate', 'stop');
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * Three instances on one PostgreSQL: a member's stream on B (and one on C), `moves` recharges (approved at
 * once in demo mode: a balance move) on A, one after another. The latency of each is from the call leaving
 * the client to its balance event at B's client: an upper bound of commit-to-event.
 */
async function crossInstanceLatency(moves: number): Promise<StreamFigures['latency']> {
  const cluster = process.env.BENCH_DATABASE_URL ? undefined : await throwawayPostgres();
  const serverUrl = process.env.BENCH_DATABASE_URL ?? cluster!.url;
  const name = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const instances: Array<Awaited<ReturnType<typeof startInstance>>> = [];
  const streams: Array<{ close(): void }> = [];
  try {
    // one at a time: the first migrates
    for (let i = 0; i < 3; i++) instances.push(await startInstance(target.toString()));
    const [a, b, c] = instances as [(typeof instances)[0], (typeof instances)[0], (typeof instances)[0]];
    const token = await newMember(a.url);
    const atB = await ready(b.url, token);
    streams.push(atB, await ready(c.url, token));
    const latencies: number[] = [];
    for (let i = 0; i < moves; i++) {
      const start = performance.now();
      const arrived = atB.next((e) => e.event === 'balance');
      await api(a.url, 'recharge', { method: 'bankcard', amount: '10' }, { token, 'idempotency-key': randomUUID() });
      await arrived;
      latencies.push(performance.now() - start);
    }
    latencies.sort((x, y) => x - y);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
    return { moves, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) };
  } finally {
    streams.forEach((stream) => stream.close());
    await Promise.all(instances.map((i) => stopChild(i.child)));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    cluster?.stop();
  }
}

export async function benchStream(): Promise<StreamFigures> {
  const idle = await idleStreams(Number(process.env.BENCH_STREAMS ?? 2000));
  const hasPostgres = process.env.BENCH_DATABASE_URL || readdirSync('/usr/lib').includes('postgresql');
  return { idle, ...(hasPostgres ? { latency: await crossInstanceLatency(200) } : {}) };
}
