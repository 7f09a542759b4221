import * as z from 'zod/mini';
import { REVIEW_KINDS, reviewBody, reviewItemBody } from '../admin';
import { emptySchema, idSchema, isoTimeSchema } from '../envelope';
import { moneyString } from '../money';
import { billKind, withdrawStatus } from '../wallet';
import { consoleCall } from './console-spec';
import { CONSOLE_STALE_ON } from './stale-on';

/** A bill as the console lists it: a member's bill without the member's record names (contract/wallet.ts billItem). */
export const consoleBill = z.object({
  id: idSchema,
  kind: billKind,
  amount: moneyString,
  balanceAfter: moneyString,
  refType: z.string(),
  refId: z.nullable(z.int()),
  memo: z.string(),
  createdAt: isoTimeSchema,
});

/** A member as an operator sees them beside a decision or a lookup, with their latest bills. */
export const memberSummary = z.object({
  id: idSchema,
  account: z.string(),
  nickname: z.string(),
  balance: moneyString,
  frozen: moneyString,
  termBalance: moneyString,
  createdAt: isoTimeSchema,
  bills: z.array(consoleBill),
});
export type MemberSummary = z.infer<typeof memberSummary>;

/** one of DEPOSIT_METHODS (contract/content.ts), as stored */
const depositMethodText = z.string();
const pending = { id: idSchema, account: z.string(), amount: moneyString, createdAt: isoTimeSchema };
export const queueData = z.object({
  recharges: z.array(
    z.object({ kind: z.literal('recharge'), ...pending, method: depositMethodText, reference: z.string() }),
  ),
  withdrawals: z.array(z.object({ kind: z.literal('withdraw'), ...pending, fee: moneyString, to: z.string() })),
});
export type Queue = z.infer<typeof queueData>;

/**
 * A recharge with how the money came (`method`, `reference`), or a withdrawal with where it goes (`fee`, `to`,
 * and `payee` in full: the operator pays it by hand).
 */
export const queueItemData = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: idSchema,
  amount: moneyString,
  status: withdrawStatus,
  createdAt: isoTimeSchema,
  reviewedAt: z.nullable(isoTimeSchema),
  /** the deciding operator's account */
  reviewedBy: z.nullable(z.string()),
  reviewNote: z.nullable(z.string()),
  member: memberSummary,
  method: z.optional(depositMethodText),
  reference: z.optional(z.string()),
  fee: z.optional(moneyString),
  to: z.optional(z.string()),
  payee: z.optional(z.string()),
});
export type QueueItem = z.infer<typeof queueItemData>;

export const reviewCalls = {
  queue: consoleCall('review', emptySchema, queueData, { staleOn: CONSOLE_STALE_ON.queue }),
  queueItem: consoleCall('review', reviewItemBody, queueItemData, { staleOn: CONSOLE_STALE_ON.queueItem }),
  /** two operators deciding one item: the second is answered 409 */
  review: consoleCall('review', reviewBody, emptySchema, {
    invalidates: ['queue', 'queueItem', 'status', 'dashboard'],
    emits: ['recharge', 'withdrawal', 'balance'],
  }),
};
