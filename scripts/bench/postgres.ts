import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/cluster/support/instances';
import { aptInstall } from './apt';

/** Debian's newest PostgreSQL binaries, installed with apt-get when missing (as root), like scripts/test-postgres.sh. */
function postgresBin(): string {
  const find = () => {
    const versions = readdirSync('/usr/lib/postgresql', { withFileTypes: true }).filter((d) => d.isDirectory());
    const newest = versions.map((d) => d.name).sort((a, b) => Number(b) - Number(a))[0];
    return newest ? `/usr/lib/postgresql/${newest}/bin` : undefined;
  };
  const found = (() => {
    try {
      return find();
    } catch {
      return undefined;
    }
  })();
  if (found) return found;
  aptInstall('postgresql');
  const bin = find();
  if (!bin) throw new Error('apt-get installed no PostgreSQL');
  return bin;
}

export interface ThrowawayPostgres {
  url: string;
  /** the postmaster's process id (its backends are its children) */
  pid: number;
  stop(): void;
}

/**
 * A PostgreSQL cluster of its own in a temp directory on a free loopback port, with the settings of
 * scripts/test-postgres.sh (no fsync: the bench measures the servers' work, not this machine's disk).
 */
export async function throwawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const work = mkdtempSync(path.join(tmpdir(), 'bench-pg-'));
  // initdb refuses to run as root: as root the cluster belongs to the postgres user
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`${command} failed (${result.status})`);
  };
  if (asRoot) execFileSync('chown', ['postgres', work]);
  else chownSync(work, process.getuid?.() ?? 0, process.getgid?.() ?? 0);
  const port = await freePort();
  const data = path.join(work, 'data');
  run(`${bin}/initdb`, ['-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '-D', data]);
  const options = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(`${bin}/pg_ctl`, ['-D', data, '-l', path.join(work, 'server.log'), '-w', '-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid: Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      try {
        run(`${bin}/pg_ctl`, ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}
