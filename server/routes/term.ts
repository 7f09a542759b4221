import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatCents } from '../../contract/money';
import { moveRecords, termPositions, termProducts } from '../db/schema';
import { pick } from '../services/content/localized';
import { moveIn, moveOut, positionItem } from '../services/money/term';
import { myRecords } from './member-records';
import { memberCall, moneyCall } from './define-call';
import { pageOf } from './page-of';
import { withRef } from '../services/money/record-ref';

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
    withRef(app, 'position', memberId, await moveIn(tx, memberId, body, now, lang)),
  );
  moneyCall(app, 'moveOut', async ({ memberId, body, now, lang }, tx) =>
    withRef(app, 'position', memberId, await moveOut(tx, memberId, body.positionId, now, lang)),
  );

  memberCall(app, 'termPositions', ({ memberId, body, now, lang }) =>
    pageOf(
      db,
      termPositions,
      body,
      myRecords(app, 'position', termPositions, { memberId, body, lang }, [termPositions.status, body.status]),
      (p) => withRef(app, 'position', memberId, positionItem(p, now, lang)),
    ),
  );

  memberCall(app, 'moveRecords', ({ memberId, body, lang }) =>
    pageOf(db, moveRecords, body, myRecords(app, 'move', moveRecords, { memberId, body, lang }), (r) =>
      withRef(app, 'move', memberId, {
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
