import * as z from 'zod/mini';
import { isoTimeSchema } from './envelope';
import { moneyString } from './money';

/** A time-out's lengths and a self-exclusion's (issue 44 §2), each as the calendar counts it (services/protection/breaks.ts). */
export const TIMEOUT_LENGTHS = ['1d', '1w', '1m', '6w'] as const;
export const EXCLUSION_LENGTHS = ['6m', '1y', '2y', '5y'] as const;
export type BreakKind = 'timeout' | 'exclusion';
export type BreakLength = (typeof TIMEOUT_LENGTHS)[number] | (typeof EXCLUSION_LENGTHS)[number];

/** Where a break of `length` started at `from` ends: days as days, months and years by the calendar (UTC). */
export function breakEnd(from: Date, length: BreakLength): Date {
  const end = new Date(from);
  const count = Number(length.slice(0, -1));
  const unit = length.at(-1);
  if (unit === 'd') end.setUTCDate(end.getUTCDate() + count);
  else if (unit === 'w') end.setUTCDate(end.getUTCDate() + 7 * count);
  else if (unit === 'm') end.setUTCMonth(end.getUTCMonth() + count);
  else end.setUTCFullYear(end.getUTCFullYear() + count);
  return end;
}

/** How long after asking to come back from a self-exclusion the member may confirm it. */
export const RETURN_WAIT_MS = 24 * 3600_000;

export const takeBreakBody = z.union([
  z.object({ kind: z.literal('timeout'), length: z.enum(TIMEOUT_LENGTHS, { error: 'v.invalid' }) }),
  z.object({ kind: z.literal('exclusion'), length: z.enum(EXCLUSION_LENGTHS, { error: 'v.invalid' }) }),
]);

/**
 * Where a break stands, by the server's clock: `running` until `endsAt`; then a time-out is over (no break is
 * shown), a self-exclusion `ended` until the member asks to come back, `waiting` the 24 hours after, and
 * `confirmable` from `returnFrom` until the member confirms.
 */
export const breakStage = z.enum(['running', 'ended', 'waiting', 'confirmable']);
export const breakView = z.object({
  kind: z.enum(['timeout', 'exclusion']),
  length: z.enum([...TIMEOUT_LENGTHS, ...EXCLUSION_LENGTHS]),
  startedAt: isoTimeSchema,
  endsAt: isoTimeSchema,
  returnAskedAt: z.nullable(isoTimeSchema),
  returnFrom: z.nullable(isoTimeSchema),
  stage: breakStage,
});
export type BreakView = z.infer<typeof breakView>;
/** The break in force, or null. */
export const breakState = z.object({ current: z.nullable(breakView) });
export type BreakState = z.infer<typeof breakState>;

/** The reality check's question (issue 44 §3): the orders placed since this session's sign-in (its token's). */
/** `net`: payouts and refunds less stakes (an open order counts as its stake, not yet back); `open`: still open */
export const sessionResult = z.object({ orders: z.int(), open: z.int(), net: moneyString });
export type SessionResult = z.infer<typeof sessionResult>;
