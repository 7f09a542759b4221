import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';
import { askReturn, breakInForce, breakView, confirmReturn, takeBreak } from '../services/protection/breaks';
import { lockMember } from '../services/money/ledger';
import { sessionResult } from '../services/protection/session-result';
import { memberCall } from './define-call';

/** A member's time-out or self-exclusion (issue 44 §2): taken, shown, a self-exclusion's return; the reality check's figures (§3). */
export default async function breakRoutes(app: FastifyInstance) {
  // under the member's row lock: a money move in flight on another instance commits before the break or sees it
  const locked = <T>(memberId: number, work: (tx: Tx) => Promise<T>) =>
    app.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      return work(tx);
    });

  memberCall(app, 'breakState', async ({ memberId, now }) => ({
    current: breakView(await breakInForce(app.db, memberId, now), now),
  }));
  memberCall(app, 'takeBreak', ({ memberId, body, now, lang }) =>
    locked(memberId, (tx) => takeBreak(tx, memberId, body, now, lang)),
  );
  memberCall(app, 'askReturn', ({ memberId, now, lang }) =>
    locked(memberId, (tx) => askReturn(tx, memberId, now, lang)),
  );
  memberCall(app, 'confirmReturn', ({ memberId, now, lang }) =>
    locked(memberId, (tx) => confirmReturn(tx, memberId, now, lang)),
  );
  memberCall(app, 'sessionResult', ({ memberId, token }) => sessionResult(app.db, memberId, token));
}
