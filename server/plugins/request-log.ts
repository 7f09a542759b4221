import fp from 'fastify-plugin';
import { routeOf } from './metrics';

const pathOf = (url: string) => url.split('?')[0];

/**
 * One JSON line per request, written when it is answered: its id (also sent back as X-Request-Id, so a
 * member can quote it to support), method, route pattern, path, status and duration. Fastify's own two
 * lines per request are off (`disableRequestLogging`); the query string is left out (it may carry anything).
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      // at debug only: a request's arrival, for following one that never ends
      request.log.debug({ method: request.method, url: pathOf(request.url) }, 'incoming request');
    });
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          route: routeOf(request.routeOptions.url),
          url: pathOf(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
