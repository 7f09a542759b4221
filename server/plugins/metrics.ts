import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { collectProcessMetrics, createMetrics, type Metrics } from '../services/platform/metrics';
import { message, pickLanguage } from '../messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** this instance's figures, served at /metrics (services/platform/metrics.ts) */
    metrics: Metrics;
  }
}

/** The route's pattern (bounded: never the raw path), or `unmatched` for what no route answers. */
export const routeOf = (url: string | undefined) => url ?? 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time: equal-length digests, whatever the lengths of what was sent. */
const sameToken = (sent: string | undefined, expected: string) =>
  timingSafeEqual(digest(sent ?? ''), digest(`Bearer ${expected}`));

/**
 * Counts every request by route pattern and status and times it, and serves /metrics in Prometheus' text
 * format to `Authorization: Bearer $METRICS_TOKEN` only: a wrong token is 401, and without METRICS_TOKEN the
 * path does not exist (404, never the app shell). Not under /api/, so the rate limit never counts it.
 */
export default fp<{ database: Database; newestBackupAgeSeconds?: () => Promise<number | null | undefined> }>(
  async (app, options) => {
    const metrics = createMetrics({ ...options, now: app.settings.now });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      const route = routeOf(request.routeOptions.url);
      metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });
    const token = app.settings.metricsToken;
    if (token) collectProcessMetrics(metrics);
    app.get('/metrics', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const lang = pickLanguage(request.headers['accept-language']);
      if (!token) return reply.status(404).send({ code: 404, msg: message('noSuchCall', lang), data: null });
      if (!sameToken(request.headers.authorization, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ code: 401, msg: message('unauthorized', lang), data: null });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
