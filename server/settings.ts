import path from 'node:path';

/** Everything the server reads from the environment, validated once at start (see docs/server.md). */
export interface Settings {
  port: number;
  host: string;
  /** PGlite directory, or 'memory://' for an in-memory database */
  dataDir: string;
  /** when set, PostgreSQL through `pg` instead of PGlite */
  databaseUrl: string | undefined;
  /** seed demo content and approve recharges automatically */
  demo: boolean;
  tokenTtlSeconds: number;
  /** a member's session ends after this long without a request (SESSION_IDLE_TIMEOUT) */
  sessionIdleSeconds: number;
  loginFailuresPerAccount: number;
  loginFailuresPerIp: number;
  loginWindowSeconds: number;
  registersPerIp: number;
  registerWindowSeconds: number;
  /** wrong trade passwords in a row before the member's trade password locks for the window */
  tradePasswordFailures: number;
  tradePasswordWindowSeconds: number;
  /** requests per IP per minute on /api/* (0 = off) */
  apiRateLimit: number;
  /** honour X-Forwarded-For (behind a load balancer); off, clients could pick their rate-limit IP */
  trustProxy: boolean;
  /** the built PWA; served when it exists */
  distDir: string;
  logLevel: string;
  /** run the settlement scheduler (tests drive it by hand) */
  scheduler: boolean;
  /** the clock: injectable so tests can move time */
  now: () => number;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false (got "${raw}")`);
}

export function loadSettings(env: Env = process.env): Settings {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const dataDir = env.DATA_DIR || './data';
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: dataDir === 'memory://' ? dataDir : path.resolve(dataDir),
    databaseUrl,
    demo: flag(env, 'DEMO', !databaseUrl),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL', 7 * 24 * 3600, 60, 365 * 24 * 3600),
    // NIST SP 800-63B asks re-authentication after 30 minutes of inactivity at AAL2 (money behind a password)
    sessionIdleSeconds: integer(env, 'SESSION_IDLE_TIMEOUT', 30 * 60, 120, 365 * 24 * 3600),
    loginFailuresPerAccount: integer(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5, 1, 1_000_000),
    loginFailuresPerIp: integer(env, 'LOGIN_MAX_FAILURES_PER_IP', 50, 1, 1_000_000),
    loginWindowSeconds: integer(env, 'LOGIN_WINDOW_SECONDS', 15 * 60, 1, 86_400),
    registersPerIp: integer(env, 'REGISTER_MAX_PER_IP', 20, 1, 1_000_000),
    registerWindowSeconds: integer(env, 'REGISTER_WINDOW_SECONDS', 3600, 1, 86_400),
    tradePasswordFailures: integer(env, 'TRADE_PASSWORD_MAX_FAILURES', 5, 1, 1000),
    tradePasswordWindowSeconds: integer(env, 'TRADE_PASSWORD_LOCK_SECONDS', 15 * 60, 1, 86_400),
    apiRateLimit: integer(env, 'API_RATE_LIMIT', 6000, 0, 10_000_000),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    scheduler: true,
    now: Date.now,
  };
}
