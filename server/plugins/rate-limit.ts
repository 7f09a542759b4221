import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { message, pickLanguage } from '../messages';
import { apiHitCounter, type ApiHitCounter } from '../services/platform/api-hits';
import { clientKey } from '../services/platform/client-key';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store over this instance's counter, which meets the other instances' in the database. */
function counterStore(counter: ApiHitCounter) {
  return class CounterStore {
    incr(key: string, done: Done, timeWindow: number) {
      counter.hit(key, timeWindow).then(
        (result) => done(null, result),
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
 * `API_RATE_LIMIT` requests per client (services/platform/client-key.ts: an IPv6 /64 is one) and minute on every route under /api/ and /admin/api/ (the 405s
 * included), shared by every instance within the margin of services/platform/api-hits.ts.
 */
export default fp(
  async (app) => {
    if (app.settings.apiRateLimit <= 0) return;
    const counter = apiHitCounter(app.db, app.settings.apiRateLimit, app.settings.now);
    await app.register(rateLimit, {
      max: app.settings.apiRateLimit,
      timeWindow: 60_000,
      store: counterStore(counter),
      keyGenerator: (request) => clientKey(request.ip),
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
