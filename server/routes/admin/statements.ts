import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema';
import { notFound } from '../../errors';
import { monthlyStatements } from '../../services/money/statements';
import { operatorCall } from './operator-call';

/** A member's monthly statements, the same as the member's own screen shows (issue 44). */
export default async function adminStatementRoutes(app: FastifyInstance) {
  operatorCall(app, 'memberStatements', async ({ body, now }) => {
    const [member] = await app.db.select({ id: members.id }).from(members).where(eq(members.account, body.account));
    if (!member) throw notFound();
    return monthlyStatements(app.db, member.id, now, body.timeZone);
  });
}
