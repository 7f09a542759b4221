import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';

/** How a money call ended (routes/define-call.ts). */
export type MoneyOutcome = 'accepted' | 'refused' | 'replayed' | 'in_progress' | 'error';

export interface MetricsSources {
  database: Database;
  now: () => number;
  /** the newest verified backup's age in seconds, undefined while there is none (services/platform/backups.ts) */
  newestBackupAgeSeconds?: () => Promise<number | null | undefined>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
interface QueueRow {
  kind: string;
  size: number | string;
  oldest: string | Date | null;
}

/**
 * This instance's figures, in a registry of its own (a process may hold many apps: the tests). What the
 * database holds (the review queue, the settlement backlog) is read with one query per scrape.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  const registers = [registry];
  const { database, now } = sources;

  const metrics = {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern (not the raw path) and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    moneyCalls: new Counter({
      name: 'money_calls_total',
      help: 'Money calls by call and outcome: accepted (money moved), refused (a rule said no), replayed (the stored answer to a repeated Idempotency-Key), in_progress (the key is still being processed), error',
      labelNames: ['call', 'outcome'] as const,
      registers,
    }),
    loginFailures: new Counter({
      name: 'login_failures_total',
      help: 'Wrong passwords at sign-in and other login-password checks, by scope (login, operator-login)',
      labelNames: ['scope'] as const,
      registers,
    }),
    loginLocks: new Counter({
      name: 'login_locks_total',
      help: 'Login attempts refused because an account or address is at its failure limit, by scope',
      labelNames: ['scope'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'rate_limited_total',
      help: 'Requests refused by a rate limit: api (API_RATE_LIMIT per address) or register (REGISTER_MAX_PER_IP)',
      labelNames: ['limit'] as const,
      registers,
    }),
    databaseUnavailable: new Counter({
      name: 'db_unavailable_total',
      help: 'Requests answered 503 because the database was away or a conflict outlasted the retries',
      registers,
    }),
    pushNotices: new Counter({
      name: 'push_notices_total',
      help: 'Web Push notices by outcome: sent, gone (404/410: the subscription was deleted), retry (429/5xx/no answer), failed (given up)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    purged: new Counter({
      name: 'retention_deleted_rows_total',
      help: 'Rows the retention purge deleted, by table (services/platform/retention.ts)',
      labelNames: ['table'] as const,
      registers,
    }),
    settlementLag: new Histogram({
      name: 'settlement_lag_seconds',
      help: "Time from a period's close to its orders settled, observed by the instance that settled it",
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
      registers,
    }),
  };

  const attempts = (scope: 'login' | 'operator-login' | 'password-reset') => ({
    failed: () => metrics.loginFailures.inc({ scope }),
    locked: () => metrics.loginLocks.inc({ scope }),
  });
  const loginAttempts = {
    login: attempts('login'),
    operator: attempts('operator-login'),
    reset: attempts('password-reset'),
  };

  new Gauge({
    name: 'settlement_backlog_seconds',
    help: 'Age of the oldest closed period not yet settled (0 when none)',
    registers,
    async collect() {
      const [row] = rowsOf<{ close_at: string | Date | null }>(
        await database.db.execute(sql`select min(close_at) as close_at from periods where settled_at is null`),
      );
      const closeAt = row?.close_at ? new Date(row.close_at).getTime() : undefined;
      this.set(closeAt === undefined ? 0 : Math.max(0, (now() - closeAt) / 1000));
    },
  });

  // one query per scrape for both gauges: the size gauge (collected first) starts it, the age gauge reuses it
  let queue: Promise<QueueRow[]> = Promise.resolve([]);
  new Gauge({
    name: 'review_queue_size',
    help: 'Recharges and withdrawals waiting for an operator, by kind',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      queue = database.db
        .execute(
          sql`select 'recharge' as kind, count(*) as size, min(created_at) as oldest from recharges where status = 'pending'
            union all
            select 'withdrawal', count(*), min(created_at) from withdrawals where status = 'pending'`,
        )
        .then(rowsOf<QueueRow>);
      for (const row of await queue) this.set({ kind: row.kind }, Number(row.size));
    },
  });
  new Gauge({
    name: 'review_queue_oldest_age_seconds',
    help: 'Age of the oldest recharge or withdrawal waiting for an operator (0 when the queue is empty)',
    registers,
    async collect() {
      const times = (await queue).flatMap((row) => (row.oldest ? [new Date(row.oldest).getTime()] : []));
      this.set(times.length ? Math.max(0, (now() - Math.min(...times)) / 1000) : 0);
    },
  });

  const pool = database.poolStats;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: "PostgreSQL pool's connections by state (in_use, idle)",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { total, idle } = pool();
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'db_pool_waiting',
      help: 'Queries waiting for a free connection of the pool',
      registers,
      collect() {
        this.set(pool().waiting);
      },
    });
    new Counter({
      name: 'db_pool_errors_total',
      help: 'Connections the pool lost to an error (the database restarted, a network fault)',
      registers,
      collect() {
        this.reset();
        this.inc(pool().errors);
      },
    });
  }

  const backupAge = sources.newestBackupAgeSeconds;
  if (backupAge) {
    new Gauge({
      name: 'backup_newest_age_seconds',
      help: 'Age of the newest verified backup (+Inf while there is none: an alert on age fires)',
      registers,
      async collect() {
        this.set((await backupAge()) ?? Infinity);
      },
    });
  }
  return { ...metrics, loginAttempts };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The process's own figures (memory, CPU, event loop) too: only in a server that is scraped. */
export const collectProcessMetrics = (metrics: Metrics) => collectDefaultMetrics({ register: metrics.registry });
