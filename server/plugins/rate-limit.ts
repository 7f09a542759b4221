import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { apiHits } from '../db/schema';
import { message, pickLanguage } from '../messages';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store that counts in the database, so N instances allow the limit once, not N
 * times: a fixed window per client, one upsert per request.
 */
function databaseStore(db: Db, now: () => number) {
  return class DatabaseStore {
    incr(key: string, done: Done, timeWindow: number) {
      const start = Math.floor(now() / timeWindow) * timeWindow;
      db.insert(apiHits)
        .values({ key, windowStart: new Date(start), hits: 1 })
        .onConflictDoUpdate({ target: [apiHits.key, apiHits.windowStart], set: { hits: sql`${apiHits.hits} + 1` } })
        .returning({ hits: apiHits.hits })
        .then(
          ([row]) => done(null, { current: row?.hits ?? 1, ttl: start + timeWindow - now() }),
          (error: Error) => done(error),
        );
    }
    child() {
      return this;
    }
  };
}

/** The route the router chose, whatever the path's spelling (`/%61pi/configs` is routed to `/api/configs`). */
const isApiRoute = (route: string | undefined) =>
  route !== undefined && (route.startsWith('/api/') || route.startsWith('/admin/api/'));

/**
 * `API_RATE_LIMIT` requests per client IP and minute on every route under /api/ and /admin/api/ (the 405s
 * included), shared by every instance.
 */
export default fp(
  async (app) => {
    if (app.settings.apiRateLimit <= 0) return;
    await app.register(rateLimit, {
      max: app.settings.apiRateLimit,
      timeWindow: 60_000,
      store: databaseStore(app.db, app.settings.now),
      // the database away: let the request through to its own clean 503 rather than fail here
      skipOnError: true,
      onExceeded: () => app.metrics.rateLimited.inc({ limit: 'api' }),
      allowList: (request) => !isApiRoute(request.routeOptions.url),
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        code: 429,
        msg: message('tooMany', pickLanguage(request.headers['accept-language'])),
        data: { retryAfter: Math.ceil(context.ttl / 1000) },
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['db', 'metrics'] },
);
