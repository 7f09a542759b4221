import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatCents } from '../../../contract/money';
import { members } from '../../db/schema';
import { notFound } from '../../errors';
import { audit } from '../../services/operators/audit';
import { lockMember } from '../../services/money/ledger';
import { readLimits, setHouseLimit } from '../../services/protection/limits';
import { operatorCall } from './operator-call';

/** A member's limits on the console's member page, and the house's own limit for them (issue 44 §1, audited). */
export default async function adminLimitRoutes(app: FastifyInstance) {
  const db = app.db;
  const zone = app.settings.timeZone;
  const memberId = async (account: string) => {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.account, account));
    if (!member) throw notFound();
    return member.id;
  };
  operatorCall(app, 'memberLimits', async ({ body, now }) => readLimits(db, await memberId(body.account), now, zone));
  operatorCall(app, 'houseLimit', async ({ body, actor, now }) => {
    const id = await memberId(body.account);
    await db.transaction(async (tx) => {
      await lockMember(tx, id);
      const { before } = await setHouseLimit(tx, id, body, zone);
      const after = {
        kind: body.kind,
        amount: body.amount === undefined ? null : formatCents(body.amount),
        period: body.amount === undefined ? null : body.period,
      };
      const entry = {
        action: 'member.houseLimit',
        target: `member #${id}`,
        before: { kind: body.kind, ...before },
        after,
      };
      await audit(tx, actor, entry, now);
    });
    return readLimits(db, id, now, zone);
  });
}
