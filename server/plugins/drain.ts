import { setTimeout as delay } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { message, pickLanguage } from '../messages';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops taking work for a shutdown: `/readyz` answers 503 at once, so does every new request (a load
     * balancer sends it elsewhere), idle keep-alive connections close, and requests in flight finish.
     * Resolves true once they all have and no new request came for QUIET_MS (the balancer has taken this
     * instance out, so closing refuses nobody mid-request); false when `graceMs` ran out with requests in flight.
     */
    drain(graceMs: number): Promise<boolean>;
    /** `end` runs when a drain starts: for what never finishes by itself (an event stream) */
    onDrain(end: () => void): void;
  }
}

/** How soon a client refused by a draining instance may try again (another instance answers). */
const RETRY_AFTER_SECONDS = 1;
/** Quiet needed after the last refused request before closing. */
const QUIET_MS = 1000;
/** How often the drain looks whether the requests in flight are done. */
const POLL_MS = 50;

/** Registered before every other hook, so a refused request costs nothing (not even the rate limit's write). */
export default fp(
  async (app) => {
    let draining = false;
    let inFlight = 0;
    let lastRefusedAt = 0;
    const enders: Array<() => void> = [];
    app.decorate('onDrain', (end: () => void) => void enders.push(end));

    app.addHook('onRequest', async (request, reply) => {
      if (!draining) {
        inFlight++;
        // 'close' comes when the response is sent and when the client went away: either way, no longer in flight
        reply.raw.once('close', () => void inFlight--);
        return;
      }
      reply.header('connection', 'close').header('cache-control', 'no-store');
      const path = request.url.split('?')[0];
      if (path === '/healthz') return; // the process is still up
      if (path === '/readyz') return reply.status(503).send({ status: 'draining' });
      lastRefusedAt = Date.now();
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

    app.decorate('drain', async (graceMs: number) => {
      draining = true;
      lastRefusedAt = Date.now();
      for (const end of enders) end();
      app.server.closeIdleConnections();
      const deadline = Date.now() + graceMs;
      for (;;) {
        const quietFor = Date.now() - lastRefusedAt;
        if (inFlight === 0 && quietFor >= QUIET_MS) return true;
        const left = deadline - Date.now();
        // out of time: drained if nothing is in flight, however recent the last refusal
        if (left <= 0) return inFlight === 0;
        await delay(Math.min(inFlight > 0 ? POLL_MS : QUIET_MS - quietFor, left));
      }
    });
  },
  { name: 'drain' },
);
