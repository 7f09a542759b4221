import type { FastifyInstance } from 'fastify';
import { withdrawals } from '../db/schema';
import { memberCall, moneyCall } from './define-call';
import { pageOf } from './page-of';
import { cancelWithdrawal, checkTradePassword, placeWithdrawal, withdrawalView } from '../services/money/withdrawals';
import { passkeyWithdrawBody } from '../../contract/passkeys';
import { checkKeyHeader } from '../services/platform/idempotency';
import { approveWithPasskey } from '../services/auth/passkey-approval';
import { approvalHash, relyingParty } from '../services/auth/passkeys';
import { withRef } from '../services/money/record-ref';
import { myRecords } from './member-records';

/** Withdrawals (出金): one approved with the trade password or a passkey, the records, a cancel. */
export default async function withdrawalRoutes(app: FastifyInstance) {
  const db = app.db;

  // approved with the trade password, or with a passkey's assertion for this very withdrawal
  moneyCall(
    app,
    'withdraw',
    async ({ memberId, body, now, lang }, tx) => {
      const placed = await placeWithdrawal(tx, memberId, body, { now, lang });
      return { ...placed, key: app.recordKeys.encode('withdrawal', memberId, placed.id) };
    },
    async ({ memberId, body, now, lang, request }) => {
      const ctx = { now, lang, settings: app.settings, keys: app.tradePasswordKeys };
      if ('tradePassword' in body) return checkTradePassword(db, memberId, body.tradePassword, ctx);
      const move = { call: 'withdraw', ...body, idempotencyKey: checkKeyHeader(request.headers['idempotency-key']) };
      const target = { memberId, response: body.passkey, requestHash: approvalHash(memberId, move) };
      await approveWithPasskey(db, relyingParty(app.settings, request), target, ctx);
    },
    passkeyWithdrawBody,
  );
  memberCall(app, 'withdraws', ({ memberId, body, lang }) =>
    pageOf(
      db,
      withdrawals,
      body,
      myRecords(app, 'withdrawal', withdrawals, { memberId, body, lang }, [withdrawals.status, body.status]),
      (w) => withRef(app, 'withdrawal', memberId, withdrawalView(w)),
    ),
  );
  moneyCall(app, 'cancelWithdraw', async ({ memberId, member, body, now, request }, tx) => {
    const actor = { operatorId: null, account: `member:${member.account}`, address: request.ip };
    return withRef(app, 'withdrawal', memberId, await cancelWithdrawal(tx, memberId, body.id, actor, now));
  });
}
