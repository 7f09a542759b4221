import { formatCents } from '../../contract/money';
import { pendingReviews } from '../services/money/review-queue';
import { reviewRecharge, reviewWithdrawal, type Decision } from '../services/money/reviews';
import { COMMAND_ACTOR } from '../services/operators/audit';
import { id, need, UsageError, type Command } from './args';

const review = (kind: 'recharge' | 'withdraw', decision: Decision): Command => {
  const args = decision === 'reject' ? '<id> <reason>' : '<id>';
  return {
    args,
    help: `${decision} a pending ${kind === 'recharge' ? 'recharge (approve credits the balance)' : 'withdrawal (reject returns amount + fee)'}${decision === 'reject' ? '; the member reads the reason' : ''}`,
    async run(db, args, out) {
      const [raw, reason] = need(args, decision === 'reject' ? 2 : 1, `${kind}:${decision} ${args}`);
      const target = id(raw);
      const now = new Date();
      const decide = { decision, reason, actor: COMMAND_ACTOR };
      const memberId = await db.transaction((tx) =>
        kind === 'recharge' ? reviewRecharge(tx, target, decide, now) : reviewWithdrawal(tx, target, decide, now),
      );
      if (memberId === undefined) throw new UsageError(`no pending ${kind} with id ${target}`);
      out(`${kind} ${target}: ${decision === 'approve' ? 'approved' : 'rejected'}`);
    },
  };
};

/** Pending recharges and withdrawals, and their approval or rejection. */
export const REVIEW_COMMANDS: Record<string, Command> = {
  pending: {
    args: '',
    help: 'list pending recharges and withdrawals',
    async run(db, _args, out) {
      const { recharges: r, withdrawals: w } = await pendingReviews(db);
      out(`recharges pending: ${r.length}`);
      for (const { row: x, account } of r)
        out(
          `  #${x.id}  ${account}  ${formatCents(x.amount)}  ${x.method}  ref "${x.reference}"  ${x.createdAt.toISOString()}`,
        );
      out(`withdrawals pending: ${w.length}`);
      for (const { row: x, account } of w)
        out(
          `  #${x.id}  ${account}  ${formatCents(x.amount)} + fee ${formatCents(x.fee)}  to ${x.targetType} #${x.targetId} ${x.targetLabel}  ${x.createdAt.toISOString()}`,
        );
    },
  },
  'recharge:approve': review('recharge', 'approve'),
  'recharge:reject': review('recharge', 'reject'),
  'withdraw:approve': review('withdraw', 'approve'),
  'withdraw:reject': review('withdraw', 'reject'),
};
