import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from '../../../server/start';
import { loadSettings } from '../../../server/settings';
import { builtFileNamer } from '../../../scripts/built-files';
import { freshDatabase } from '../../server/support/database';
import { TEST_PASSKEY_PARTY } from '../../server/support/harness';

export const DIST_DIR = path.resolve('dist');

let nameOf: ((url: string) => string | undefined) | undefined;
/** What a script of the built app holds, from its URL (built files are named by their hash): `candle-chart`. */
export function chunkOf(url: string): string | undefined {
  nameOf ??= builtFileNamer(DIST_DIR);
  return nameOf(url);
}

/** The server's clock in a test: the real time plus an offset the test moves forward (a period closes when it says). */
export interface ServerClock {
  now: () => number;
  advance: (ms: number) => void;
  /** stops it where it stands: from then on only `advance` moves it (a test drives it beside the page's clock) */
  freeze: () => void;
  /** runs on in real time from where it stands */
  resume: () => void;
}

export function serverClock(): ServerClock {
  let offset = 0;
  let frozenAt: number | undefined;
  const now = () => frozenAt ?? Date.now() + offset;
  return {
    now,
    advance: (ms) => void (frozenAt === undefined ? (offset += ms) : (frozenAt += ms)),
    freeze: () => void (frozenAt = now()),
    resume() {
      offset = now() - Date.now();
      frozenAt = undefined;
    },
  };
}

export interface TestServerOptions {
  distDir?: string;
  clock?: ServerClock;
  demo?: boolean;
  /** how often an event stream's heartbeat comes (default 15 s) */
  streamHeartbeatMs?: number;
}

/**
 * The real server on a free port with a fresh in-memory database (as the server tests': freshDatabase) and
 * the demo content, serving the built app from `distDir` (default dist/, which `vite build` must have
 * produced), on `clock` when given. `demo: false`: recharges wait for an operator, as in production.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<RunningServer> {
  const distDir = options.distDir ?? DIST_DIR;
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No built app in ${distDir}: run \`npx vite build\` before the end-to-end tests`);
  }
  // PGlite from a dump of the migrated schema: a new in-memory database runs initdb and every migration (2 s)
  const database = await freshDatabase();
  const defaults = loadSettings();
  const server = await startServer(
    {
      dataDir: 'memory://',
      port: 0,
      host: '127.0.0.1',
      demo: options.demo ?? true,
      // outside demo mode a server needs its passkey settings (no journey without DEMO uses a passkey)
      ...(options.demo === false ? TEST_PASSKEY_PARTY : {}),
      distDir,
      logLevel: 'warn',
      apiRateLimit: 0,
      // scrypt at N=2^10, not OWASP's 2^17: the journeys sign in often, three files at a time on two cores
      testScryptLn: 10,
      ...(options.clock ? { now: options.clock.now } : {}),
      ...(options.streamHeartbeatMs ? { streamHeartbeatMs: options.streamHeartbeatMs } : {}),
      // the tests' own push service (tests/server/support/push-service.ts) listens on the loopback
      push: { ...defaults.push, serviceHosts: [...defaults.push.serviceHosts, '127.0.0.1'] },
    },
    { database },
  ).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  return {
    ...server,
    async close() {
      await server.close();
      await database.close();
    },
  };
}
