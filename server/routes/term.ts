import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatCents } from '../../contract/money';
import { moveRecords, termPositions, termProducts } from '../db/schema';
import { pick } from '../services/localized';
import { moveIn, moveOut, positionItem } from '../services/term';
import { mine } from './account';
import { memberCall, moneyCall } from './define-call';
import { pageOf } from './page-of';
import { withRef } from '../services/record-ref';

export default async function termRoutes(app: FastifyInstance) {
  const db = app.db;

  memberCall(app, 'termProducts', async ({ lang }) =>
    (await db.select().from(termProducts).where(eq(termProducts.active, true)).orderBy(asc(termProducts.days))).map(
      (p) => ({
        id: p.id,
        name: pick(p.name, lang),
        days: p.days,
        annualRate: p.annualRate,
        minAmount: formatCents(p.minAmount),
        maxAmount: formatCents(p.maxAmount),
      }),
    ),
  );

  moneyCall(app, 'moveIn', async ({ memberId, body, now, lang }, tx) =>
    withRef(app.recordRef, 'position', await moveIn(tx, memberId, body, now, lang)),
  );
  moneyCall(app, 'moveOut', async ({ memberId, body, now, lang }, tx) =>
    withRef(app.recordRef, 'position', await moveOut(tx, memberId, body.positionId, now, lang)),
  );

  memberCall(app, 'termPositions', ({ memberId, body, now, lang }) =>
    pageOf(
      db,
      termPositions,
      body,
      mine(termPositions.memberId, memberId, [termPositions.id, body.id], [termPositions.status, body.status]),
      (p) => withRef(app.recordRef, 'position', positionItem(p, now, lang)),
    ),
  );

  memberCall(app, 'moveRecords', ({ memberId, body }) =>
    pageOf(db, moveRecords, body, mine(moveRecords.memberId, memberId, [moveRecords.id, body.id]), (r) =>
      withRef(app.recordRef, 'move', {
        id: r.id,
        direction: r.direction as 'in' | 'out',
        amount: formatCents(r.amount),
        interest: formatCents(r.interest),
        positionId: r.positionId,
        createdAt: r.createdAt.toISOString(),
      }),
    ),
  );
}
