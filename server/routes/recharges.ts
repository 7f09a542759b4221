import type { FastifyInstance } from 'fastify';
import { recharges } from '../db/schema';
import { memberCall, moneyCall } from './define-call';
import { pageOf } from './page-of';
import { reviewRecharge } from '../services/money/reviews';
import { checkLimits } from '../services/protection/limits';
import { DEMO_ACTOR } from '../services/operators/audit';
import { recordEvent } from '../services/platform/events';
import { withRef } from '../services/money/record-ref';
import { refuseBreak } from '../services/protection/breaks';
import { guardsOf } from '../services/protection/guards';
import { myRecords, rechargeItem } from './member-records';

/** Deposits (入金): a recharge asked for, and the member's recharge records. */
export default async function rechargeRoutes(app: FastifyInstance) {
  const db = app.db;

  moneyCall(app, 'recharge', async ({ memberId, body, now, lang }, tx) => {
    const guards = await guardsOf(tx, memberId, now);
    refuseBreak(guards.breakInForce, now, lang);
    await checkLimits(tx, guards, 'deposit', body.amount, now, lang);
    const [row] = await tx
      .insert(recharges)
      .values({
        memberId,
        method: body.method,
        amount: body.amount,
        status: 'pending',
        reference: body.reference ?? '',
        createdAt: now,
      })
      .returning({ id: recharges.id });
    const id = row!.id;
    // the console's review queue hears of it (and the member's other tabs)
    await recordEvent(tx, memberId, 'recharge', { id, status: 'pending', reason: null });
    // the embedded demo approves at once (DEMO); production waits for the operator
    if (app.settings.demo) await reviewRecharge(tx, id, { decision: 'approve', actor: DEMO_ACTOR }, now);
    const status = app.settings.demo ? ('approved' as const) : ('pending' as const);
    return { id, key: app.recordKeys.encode('recharge', memberId, id), status };
  });
  memberCall(app, 'recharges', ({ memberId, body, lang }) =>
    pageOf(
      db,
      recharges,
      body,
      myRecords(app, 'recharge', recharges, { memberId, body, lang }, [recharges.status, body.status]),
      (r) => withRef(app, 'recharge', memberId, rechargeItem(r)),
    ),
  );
}
