import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';
import { lockMember } from '../services/money/ledger';
import { confirmOwnLimit, dropOwnChange, readLimits, setOwnLimit } from '../services/protection/limits';
import { memberCall } from './define-call';

/** The member's own limits (issue 44 §1): a change is written under the member's row lock, as a money move is. */
export default async function limitsRoutes(app: FastifyInstance) {
  const zone = app.settings.timeZone;
  const change = async (memberId: number, now: Date, work: (tx: Tx) => Promise<void>) => {
    await app.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      await work(tx);
    });
    return readLimits(app.db, memberId, now, zone);
  };
  memberCall(app, 'limits', ({ memberId, now }) => readLimits(app.db, memberId, now, zone));
  memberCall(app, 'setLimit', ({ memberId, body, now }) =>
    change(memberId, now, (tx) => setOwnLimit(tx, memberId, body, now)),
  );
  memberCall(app, 'confirmLimit', ({ memberId, body, now, lang }) =>
    change(memberId, now, (tx) => confirmOwnLimit(tx, memberId, body.kind, now, lang)),
  );
  memberCall(app, 'dropLimitChange', ({ memberId, body, now }) =>
    change(memberId, now, (tx) => dropOwnChange(tx, memberId, body.kind)),
  );
}
