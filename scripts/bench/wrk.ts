import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptInstall } from './apt';

/**
 * wrk (Debian's) as the load client: C with one event loop per thread, so it does not limit a bare route before
 * the server does, as a Node client would. Installed with apt-get when missing (as root), like chromium for
 * the tests.
 */
const WRK = '/usr/bin/wrk';

function ensureWrk(): void {
  if (!existsSync(WRK)) aptInstall('wrk');
}

// Each request a POST of \`body\` with a member's token and, for money calls, an Idempotency-Key of its own (a UUID:
// the run's prefix, the thread, a counter). Each thread takes its own share of the tokens and goes round them:
// with one connection per thread, no member has two requests in flight (a member's money calls queue on its
// row lock, and a member does not place orders from twenty phones at once). done() prints one JSON line: what wrk measured.
const SCRIPT = `
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set('tid', threads)
end
local tokens, turn = {}, 0
function init(args)
  local threadCount, i = tonumber(args[5]), 0
  for line in io.lines(args[1]) do
    if i % threadCount == tid - 1 then
      local token, ip = line:match('^(%S+)%s+(%S+)$')
      tokens[#tokens + 1] = { token = token, ip = ip }
    end
    i = i + 1
  end
  target, body, keyPrefix = args[2], args[3], args[4]
end
function request()
  turn = turn + 1
  local member = tokens[(turn % #tokens) + 1]
  local headers = { ['content-type'] = 'application/json', token = member.token, ['x-forwarded-for'] = member.ip }
  if keyPrefix ~= '' then headers['idempotency-key'] = string.format('%s%02x%010x', keyPrefix, tid, turn) end
  return wrk.format('POST', target, headers, body)
end
function done(summary, latency)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;

export interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** connection errors and time-outs */
  errors: number;
  non2xx: number;
}

export interface WrkRun {
  /** http://host:port */
  url: string;
  path: string;
  body: string;
  connections: number;
  durationSeconds: number;
  /** members' tokens, at least one per connection, better two (see SCRIPT), each with the address it calls from */
  members: Array<{ token: string; ip: string }>;
  /** a fresh Idempotency-Key on every request */
  idempotent?: boolean;
}

interface WrkOutput {
  requests: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  errors: number;
  non2xx: number;
}

function wrkOnce(run: WrkRun, dir: string, threads: number): Promise<WrkOutput> {
  const tokens = path.join(dir, `tokens-${randomUUID()}`);
  writeFileSync(tokens, run.members.map(({ token, ip }) => `${token} ${ip}\n`).join(''));
  const keyPrefix = run.idempotent ? randomUUID().slice(0, 24) : '';
  const args = [
    ...['-t', String(threads), '-c', String(run.connections), '-d', `${run.durationSeconds}s`, '--timeout', '10s'],
    ...['-s', path.join(dir, 'post.lua'), run.url, '--', tokens, run.path, run.body, keyPrefix, String(threads)],
  ];
  return new Promise((resolve, reject) => {
    execFile(WRK, args, { timeout: (run.durationSeconds + 30) * 1000 }, (error, stdout) => {
      if (error) return reject(error);
      const line = stdout.split('\n').find((l) => l.startsWith('{"requests"'));
      if (!line) return reject(new Error(`wrk printed no figures:\n${stdout}`));
      resolve(JSON.parse(line) as WrkOutput);
    });
  });
}

const toLoad = (runs: WrkOutput[]): Load => ({
  requestsPerSecond: Math.round(runs.reduce((sum, r) => sum + r.requests / (r.durationUs / 1e6), 0)),
  p50Ms: Math.max(...runs.map((r) => r.p50Us)) / 1000,
  p99Ms: Math.max(...runs.map((r) => r.p99Us)) / 1000,
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
  non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
});

/**
 * The runs at once, one wrk each (wrk drives one host: several instances take one wrk per instance); their
 * requests/s summed, the worst of their p50 and p99.
 */
export async function wrk(runs: WrkRun[]): Promise<Load> {
  ensureWrk();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  try {
    writeFileSync(path.join(dir, 'post.lua'), SCRIPT);
    // reads: two threads (this machine's cores), or one each when several wrk run at once; money calls: a thread
    // per connection, each with members of its own, so no member ever has two calls in flight
    const threads = (run: WrkRun) => (run.idempotent ? run.connections : runs.length > 1 ? 1 : 2);
    return toLoad(await Promise.all(runs.map((run) => wrkOnce(run, dir, threads(run)))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
