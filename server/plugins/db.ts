import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** Decorates the app with the database; closes it with the app when the app opened it. */
export function dbPlugin(app: FastifyInstance, database: Database, owned: boolean) {
  app.decorate('db', database.db);
  if (owned) app.addHook('onClose', () => database.close());
}
