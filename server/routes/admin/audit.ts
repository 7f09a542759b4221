import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../db/schema';
import { readableAudit } from '../../services/operators/audit-view';
import { pageOf } from '../page-of';
import { operatorCall } from './operator-call';
import { startsWith } from './starts-with';

/** The audit log, readable. */
export default async function adminAuditRoutes(app: FastifyInstance) {
  const db = app.db;

  operatorCall(app, 'audit', async ({ body }) => {
    const where = and(
      body.actor ? eq(auditLog.actor, body.actor) : undefined,
      body.action ? sql`${auditLog.action} like ${startsWith(body.action)}` : undefined,
    );
    // the chain's hashes are for audit:verify, not for reading
    const page = await pageOf(db, auditLog, body, where, (r) => r);
    return { ...page, data: await readableAudit(db, page.data) };
  });
}
