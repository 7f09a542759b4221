import * as z from 'zod/mini';
import { amountInput, moneyString } from './money';
import { timeZoneSchema } from './statements';

/**
 * Limits a member sets on themselves (issue 44 §1), kept by the server in the same transaction as the money move:
 * deposits (gross: recharges asked for and credited), losses (stakes − payouts − refunds) and stakes.
 */
export const LIMIT_KINDS = ['deposit', 'loss', 'stake'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** `order`: each order on its own (the stake limit only); the others are calendar windows in the member's zone. */
export const LIMIT_PERIODS = ['order', 'day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** A raised or removed limit waits this long before the member may confirm it. */
export const LIMIT_WAIT_HOURS = 24;

/** The periods a kind may have: only a stake is limited per order. */
export const periodsOf = (kind: LimitKind): readonly LimitPeriod[] =>
  kind === 'stake' ? LIMIT_PERIODS : LIMIT_PERIODS.filter((p) => p !== 'order');

export const limitKind = z.enum(LIMIT_KINDS, { error: 'v.kind' });
export const limitPeriod = z.enum(LIMIT_PERIODS, { error: 'v.interval' });

/** No amount: remove the limit (after the wait). */
export const setLimitBody = z
  .object({ kind: limitKind, amount: z.optional(amountInput), period: limitPeriod, timeZone: timeZoneSchema })
  .check(z.refine((b) => periodsOf(b.kind).includes(b.period), { error: 'v.interval', path: ['period'] }));
export const limitKindBody = z.object({ kind: limitKind });

const limitValue = z.object({ amount: moneyString, period: limitPeriod });

/** One kind as the member reads it. */
export const limitItem = z.object({
  kind: limitKind,
  /** the member's own limit in force */
  own: z.nullable(limitValue),
  /** a raised or removed limit waiting: it may be confirmed from `from` (amount null: removal) */
  next: z.nullable(z.object({ amount: z.nullable(moneyString), period: limitPeriod, from: z.string() })),
  /** the house's limit for this member (the lower of the two holds) */
  house: z.nullable(limitValue),
  /** what the tightest limit in force leaves now (null: none in force), and when its window begins again */
  left: z.nullable(moneyString),
  resetsAt: z.nullable(z.string()),
});
export type LimitItem = z.infer<typeof limitItem>;

export const limitsData = z.object({ timeZone: z.string(), limits: z.array(limitItem) });
export type LimitsData = z.infer<typeof limitsData>;
export const limitsBody = z.object({});
