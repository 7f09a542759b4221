import { asc, eq } from 'drizzle-orm';
import { formatCents } from '../../contract/money';
import { members, recharges, withdrawals } from '../db/schema';
import { reviewRecharge, reviewWithdrawal, type Decision } from '../services/reviews';
import { id, UsageError, type Command } from './args';

const review = (kind: 'recharge' | 'withdraw', decision: Decision): Command => ({
  args: '<id>',
  help: `${decision} a pending ${kind === 'recharge' ? 'recharge (approve credits the balance)' : 'withdrawal (reject returns amount + fee)'}`,
  async run(db, [raw], out) {
    const target = id(raw);
    const now = new Date();
    const done = await db.transaction((tx) =>
      kind === 'recharge' ? reviewRecharge(tx, target, decision, now) : reviewWithdrawal(tx, target, decision, now),
    );
    if (!done) throw new UsageError(`no pending ${kind} with id ${target}`);
    out(`${kind} ${target}: ${decision === 'approve' ? 'approved' : 'rejected'}`);
  },
});

/** Pending recharges and withdrawals, and their approval or rejection. */
export const REVIEW_COMMANDS: Record<string, Command> = {
  pending: {
    args: '',
    help: 'list pending recharges and withdrawals',
    async run(db, _args, out) {
      const r = await db
        .select({ r: recharges, account: members.account })
        .from(recharges)
        .innerJoin(members, eq(members.id, recharges.memberId))
        .where(eq(recharges.status, 'pending'))
        .orderBy(asc(recharges.id));
      out(`recharges pending: ${r.length}`);
      for (const { r: x, account } of r)
        out(
          `  #${x.id}  ${account}  ${formatCents(x.amount)}  ${x.method}  ref "${x.reference}"  ${x.createdAt.toISOString()}`,
        );
      const w = await db
        .select({ w: withdrawals, account: members.account })
        .from(withdrawals)
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(eq(withdrawals.status, 'pending'))
        .orderBy(asc(withdrawals.id));
      out(`withdrawals pending: ${w.length}`);
      for (const { w: x, account } of w)
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
