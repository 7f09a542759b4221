import fp from 'fastify-plugin';
import type { Database } from '../db/client';

/**
 * Decorates the app with the database, closes it with the app when the app opened it, and answers a load
 * balancer: `/healthz` while the process is up, `/readyz` while the database answers too.
 */
export default fp<{ database: Database; owned: boolean }>(
  async (app, { database, owned }) => {
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', () => database.close());
    app.get('/healthz', (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'up' }));
    app.get('/readyz', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await database.ready();
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.status(503).send({ status: 'database unavailable' });
      }
    });
  },
  { name: 'db' },
);
