import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberBreakNotes, memberBreaks, members } from '../../db/schema';
import { notFound } from '../../errors';
import { audit } from '../../services/operators/audit';
import { breakInForce, breakView } from '../../services/protection/breaks';
import { operatorCall } from './operator-call';

/** How many of a member's breaks the console lists, newest first. */
const LISTED = 20;

async function memberId(app: FastifyInstance, account: string) {
  const [member] = await app.db.select({ id: members.id }).from(members).where(eq(members.account, account));
  if (!member) throw notFound();
  return member.id;
}

/**
 * A member's time-outs and self-exclusions as the console sees them (issue 44 §2). An operator cannot end or shorten
 * one: the only thing to do is write a note on the latest, which the audit log keeps too.
 */
export default async function adminBreakRoutes(app: FastifyInstance) {
  operatorCall(app, 'memberBreaks', async ({ body, now }) => {
    const id = await memberId(app, body.account);
    const rows = await app.db
      .select()
      .from(memberBreaks)
      .where(eq(memberBreaks.memberId, id))
      .orderBy(desc(memberBreaks.id))
      .limit(LISTED);
    const notes = rows.length
      ? await app.db
          .select()
          .from(memberBreakNotes)
          .where(
            inArray(
              memberBreakNotes.breakId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(memberBreakNotes.id))
      : [];
    const inForce = await breakInForce(app.db, id, now);
    return {
      current: breakView(inForce, now),
      breaks: rows.map((row) => ({
        ...breakView(row, now)!,
        id: row.id,
        inForce: row.id === inForce?.id,
        endedAt:
          (row.endedAt ?? (row.kind === 'timeout' && row.endsAt <= now ? row.endsAt : null))?.toISOString() ?? null,
        notes: notes
          .filter((n) => n.breakId === row.id)
          .map((n) => ({ at: n.createdAt.toISOString(), actor: n.actor, note: n.note })),
      })),
    };
  });

  operatorCall(app, 'breakNote', async ({ body, actor, now }) => {
    const id = await memberId(app, body.account);
    const [latest] = await app.db
      .select({ id: memberBreaks.id })
      .from(memberBreaks)
      .where(eq(memberBreaks.memberId, id))
      .orderBy(desc(memberBreaks.id))
      .limit(1);
    if (!latest) throw notFound();
    await app.db.transaction(async (tx) => {
      await tx.insert(memberBreakNotes).values({
        breakId: latest.id,
        operatorId: actor.operatorId,
        actor: actor.account,
        note: body.note,
        createdAt: now,
      });
      await audit(tx, actor, { action: 'member.breakNote', target: `member #${id}`, after: { note: body.note } }, now);
    });
    return {};
  });
}
