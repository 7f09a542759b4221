import path from 'node:path';
import type { PoolTimeouts } from './db/client';
import { checkProxyAddresses } from './trust-proxy';

/** Orders settled in one transaction: a bigger period is settled chunk after chunk. */
export const DEFAULT_SETTLEMENT_CHUNK = 5000;

/** Everything the server reads from the environment, validated once at start (see docs/server.md). */
export interface Settings {
  port: number;
  host: string;
  /** PGlite directory, or 'memory://' for an in-memory database */
  dataDir: string;
  /** when set, PostgreSQL through `pg` instead of PGlite */
  databaseUrl: string | undefined;
  /** PostgreSQL's statement_timeout and idle_in_transaction_session_timeout on every pooled connection */
  databaseTimeouts: PoolTimeouts;
  /** after SIGTERM: how long requests in flight may take to finish before the process exits */
  shutdownGraceSeconds: number;
  /** DEMO=1 only: demo accounts and content, recharges approved at once; never on by itself */
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
  /** orders settled per transaction (SETTLEMENT_CHUNK_ORDERS) */
  settlementChunk: number;
  tradePasswordWindowSeconds: number;
  /** requests per IP per minute on /api/* (0 = off) */
  apiRateLimit: number;
  /**
   * PASSKEY_RP_ID: the domain passkeys are bound to (the host the app is served from). Required outside demo
   * mode (requirePasskeyParty); in demo mode, unset, each request's own host.
   */
  passkeyRpId: string | undefined;
  /**
   * PASSKEY_ORIGINS: the exact origins passkey responses may come from. Required outside demo mode; in demo
   * mode, unset, the request's own origin.
   */
  passkeyOrigins: string[] | undefined;
  /**
   * The proxies in front, whose X-Forwarded-For entries are believed: false (none), how many, or their
   * addresses/CIDRs. The client's address is the rightmost entry no trusted proxy wrote.
   */
  trustProxy: TrustProxy;
  /**
   * the key of the idempotency records' HMAC, the same on every instance; unset, one is created once in the
   * database (server_secrets)
   */
  serverSecret: string | undefined;
  /** METRICS_TOKEN: /metrics answers only `Authorization: Bearer <it>`; unset, /metrics does not exist (404) */
  metricsToken: string | undefined;
  /** test harnesses only (TEST_SCRYPT_LN): hash passwords at Argon2id m=2^n KiB, t=1 instead of OWASP's cost */
  testScryptLn: number | undefined;
  /** check every call's answer against its response schema, failing the request when it does not conform (tests) */
  checkAnswers: boolean;
  /** the built PWA; served when it exists */
  distDir: string;
  logLevel: string;
  /** the event stream's heartbeat (STREAM_HEARTBEAT_SECONDS): an app that hears nothing for longer falls back to polling */
  streamHeartbeatMs: number;
  /** Web Push (docs/server.md#web-push): VAPID keys given as settings, else made once and kept in the database */
  push: PushSettings;
  /** TIME_ZONE: the operators' time zone (IANA), in which the dashboard counts its days */
  timeZone: string;
  /** run the settlement scheduler (tests drive it by hand) */
  scheduler: boolean;
  /** scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP); undefined: none */
  backups: BackupSchedule | undefined;
  /** the clock: injectable so tests can move time */
  now: () => number;
}

type Env = Record<string, string | undefined>;

export interface PushSettings {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url, as `npx web-push generate-vapid-keys` prints them) */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT: how a push service reaches the operator (mailto: or https:) */
  subject: string;
  /** PUSH_SERVICE_HOSTS: the hosts (and their subdomains) a subscription's endpoint may name */
  serviceHosts: string[];
  /** PUSH_MAX_PER_MINUTE: notices a member's devices get a minute at most; more wait */
  maxPerMinute: number;
}

/** The browsers' push services: Chromium's (FCM), Firefox's, Safari's, Edge's (WNS). */
export const BROWSER_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export interface BackupSchedule {
  dir: string;
  everySeconds: number;
  /** how many of the scheduled backups in `dir` stay; older ones are deleted */
  keep: number;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** BACKUP_EVERY: seconds, or a number with s, m, h or d (`6h`); at least a minute, at most a week. */
function backupEvery(raw: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(raw.trim());
  const seconds = match ? Number(match[1]) * UNIT_SECONDS[match[2] || 's']! : NaN;
  if (!(seconds >= 60 && seconds <= 7 * 86_400))
    throw new Error(`BACKUP_EVERY must be from 60 seconds to 7 days, as seconds or with s, m, h or d (got "${raw}")`);
  return seconds;
}

function backupSchedule(env: Env): BackupSchedule | undefined {
  if (!env.BACKUP_DIR) return undefined;
  return {
    dir: path.resolve(env.BACKUP_DIR),
    everySeconds: backupEvery(env.BACKUP_EVERY || '6h'),
    keep: integer(env, 'BACKUP_KEEP', 14, 1, 10_000),
  };
}

/** An IANA time zone name that both Node (Intl) and PostgreSQL know, as the tz database spells it. */
export function timeZone(raw: string): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`TIME_ZONE must be an IANA time zone such as Asia/Taipei or UTC (got "${raw}")`);
  }
}

export type TrustProxy = false | number | string[];

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

/**
 * TRUST_PROXY: `false`/`0` (default: no proxy, the socket's address is the client's), the number of proxies in
 * front (`1`: one load balancer), or their addresses/CIDRs separated by commas. `true` is refused: it used to
 * believe the whole X-Forwarded-For, whose first entries the client writes.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || /^(0|false|no|off)$/i.test(raw)) return false;
  if (/^\d+$/.test(raw)) {
    if (Number(raw) > 10) throw new Error(`TRUST_PROXY must be at most 10 proxies (got "${raw}")`);
    return Number(raw);
  }
  if (/^(true|yes|on)$/i.test(raw)) {
    throw new Error(
      'TRUST_PROXY=true is refused: it would take the client address from the first X-Forwarded-For entry, which ' +
        'the client writes. Set the number of proxies in front (TRUST_PROXY=1 for one load balancer) or their ' +
        'addresses (TRUST_PROXY=10.0.0.0/8,loopback); see docs/server.md "Behind a proxy".',
    );
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  try {
    checkProxyAddresses(entries);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be false, a number of proxies, or their addresses/CIDRs separated by commas (${(error as Error).message})`,
      { cause: error },
    );
  }
  return entries;
}

function serverSecret(env: Env): string | undefined {
  const raw = env.SERVER_SECRET;
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 32) throw new Error('SERVER_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)');
  return raw;
}

function metricsToken(env: Env): string | undefined {
  const raw = env.METRICS_TOKEN;
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 32)');
  return raw;
}

function passkeyParty(env: Env): Pick<Settings, 'passkeyRpId' | 'passkeyOrigins'> {
  const rpId = env.PASSKEY_RP_ID || undefined;
  if (rpId && !/^[a-z0-9.-]+$/i.test(rpId)) throw new Error('PASSKEY_RP_ID must be a host name, e.g. app.example.com');
  const origins = env.PASSKEY_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins ?? []) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      throw new Error(`PASSKEY_ORIGINS: ${origin} is not an origin like https://app.example.com`);
    }
  }
  return { passkeyRpId: rpId, passkeyOrigins: origins?.length ? origins : undefined };
}

function pushSettings(env: Env): PushSettings {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (!publicKey !== !privateKey)
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  if (publicKey && !/^[A-Za-z0-9_-]{87}$/.test(publicKey))
    throw new Error('VAPID_PUBLIC_KEY must be 65 bytes in base64url');
  if (privateKey && !/^[A-Za-z0-9_-]{43}$/.test(privateKey))
    throw new Error('VAPID_PRIVATE_KEY must be 32 bytes in base64url');
  const subject = env.VAPID_SUBJECT || 'mailto:webpush@localhost';
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject)) {
    throw new Error('VAPID_SUBJECT must be mailto:someone@example.com or an https:// address');
  }
  const hosts = env.PUSH_SERVICE_HOSTS?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts ?? []) {
    if (!/^[a-z0-9.-]+(:\d+)?$/.test(host)) throw new Error(`PUSH_SERVICE_HOSTS: ${host} is not a host name`);
  }
  return {
    vapid: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject,
    serviceHosts: hosts?.length ? hosts : BROWSER_PUSH_SERVICES,
    maxPerMinute: integer(env, 'PUSH_MAX_PER_MINUTE', 6, 1, 1000),
  };
}

/**
 * Outside demo mode a server does not start without PASSKEY_RP_ID and PASSKEY_ORIGINS: taken from the request
 * instead, the origin a response is checked against would be the Host (or X-Forwarded-Host) its sender wrote.
 */
export function requirePasskeyParty(settings: Pick<Settings, 'demo' | 'passkeyRpId' | 'passkeyOrigins'>) {
  if (settings.demo) return;
  const missing = [
    ...(settings.passkeyRpId ? [] : ['PASSKEY_RP_ID']),
    ...(settings.passkeyOrigins?.length ? [] : ['PASSKEY_ORIGINS']),
  ];
  if (missing.length) {
    throw new Error(
      `${missing.join(' and ')} must be set outside demo mode: the host name the app is served from ` +
        '(PASSKEY_RP_ID=app.example.com) and the exact origins the browser shows ' +
        '(PASSKEY_ORIGINS=https://app.example.com); see docs/server.md "Passkeys"',
    );
  }
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
    databaseTimeouts: {
      statementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 15_000, 0, 3_600_000),
      idleInTransactionTimeoutMs: integer(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 30_000, 0, 3_600_000),
    },
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 25, 0, 3600),
    demo: flag(env, 'DEMO', false),
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
    settlementChunk: integer(env, 'SETTLEMENT_CHUNK_ORDERS', DEFAULT_SETTLEMENT_CHUNK, 1, 1_000_000),
    apiRateLimit: integer(env, 'API_RATE_LIMIT', 6000, 0, 10_000_000),
    ...passkeyParty(env),
    trustProxy: trustProxy(env),
    serverSecret: serverSecret(env),
    metricsToken: metricsToken(env),
    testScryptLn: env.TEST_SCRYPT_LN ? integer(env, 'TEST_SCRYPT_LN', 17, 10, 17) : undefined,
    checkAnswers: env.CHECK_ANSWERS === '1',
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    streamHeartbeatMs: integer(env, 'STREAM_HEARTBEAT_SECONDS', 15, 1, 300) * 1000,
    push: pushSettings(env),
    timeZone: timeZone(env.TIME_ZONE || 'Asia/Taipei'),
    scheduler: true,
    backups: backupSchedule(env),
    now: Date.now,
  };
}
