import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { accountField } from '../../../contract/auth';
import { timeZoneSchema } from '../../../contract/statements';
import { members } from '../../db/schema';
import { notFound } from '../../errors';
import { monthlyStatements } from '../../services/statements';
import { operatorCall } from './operator-call';

const memberStatementsBody = z.object({ account: accountField, timeZone: z.optional(timeZoneSchema) });

/** A member's monthly statements, the same as the member's own screen shows (issue 44). */
export default async function adminStatementRoutes(app: FastifyInstance) {
  operatorCall(app, 'memberStatements', 'members', memberStatementsBody, async ({ body, now }) => {
    const [member] = await app.db.select({ id: members.id }).from(members).where(eq(members.account, body.account));
    if (!member) throw notFound();
    return monthlyStatements(app.db, member.id, now, body.timeZone);
  });
}
