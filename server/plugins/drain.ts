import fp from 'fastify-plugin';
import { message, pickLanguage } from '../messages';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops taking work for a shutdown: `/readyz` answers 503 at once, so does every new request (a load
     * balancer sends it elsewhere), idle keep-alive connections close, and requests in flight finish.
     * Resolves true when they all have, false when `graceMs` ran out first.
     */
    drain(graceMs: number): Promise<boolean>;
  }
}

/** How soon a client refused by a draining instance may try again (another instance answers). */
const RETRY_AFTER_SECONDS = 1;

/** Registered before every other hook, so a refused request costs nothing (not even the rate limit's write). */
export default fp(
  async (app) => {
    let draining = false;
    let inFlight = 0;
    let onIdle: (() => void) | undefined;

    app.addHook('onRequest', async (request, reply) => {
      if (!draining) {
        inFlight++;
        // 'close' comes when the response is sent and when the client went away: either way, no longer in flight
        reply.raw.once('close', () => {
          if (--inFlight === 0) onIdle?.();
        });
        return;
      }
      reply.header('connection', 'close').header('cache-control', 'no-store');
      const path = request.url.split('?')[0];
      if (path === '/healthz') return; // the process is still up
      if (path === '/readyz') return reply.status(503).send({ status: 'draining' });
      const lang = pickLanguage(request.headers['accept-language']);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ code: 503, msg: message('unavailable', lang), data: { retryAfter: RETRY_AFTER_SECONDS } });
    });
    // a keep-alive connection whose request finishes during the drain closes after its answer
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });

    app.decorate('drain', (graceMs: number) => {
      draining = true;
      app.server.closeIdleConnections();
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), graceMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    });
  },
  { name: 'drain' },
);
