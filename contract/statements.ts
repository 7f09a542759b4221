import * as z from 'zod/mini';
import { moneyString } from './money';

/** How many calendar months a statement covers: this one and the eleven before it. */
export const STATEMENT_MONTHS = 12;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
/** An IANA time zone ("Asia/Taipei"): the member's months begin at its midnight. */
export const timeZoneSchema = z
  .string({ error: 'v.invalid' })
  .check(z.maxLength(64, { error: 'v.invalid' }), z.refine(isTimeZone, { error: 'v.invalid' }));

export const statementsBody = z.object({ timeZone: z.optional(timeZoneSchema) });

/**
 * One month of the ledger. The lines that move the balance sum with the opening to the closing:
 * opening + recharges + withdrawals + stakes + payouts + refunds + toTerm + fromTerm + adjustments = closing.
 * `fees` (in withdrawals) and `termInterest` (in fromTerm) are parts of those lines, not lines of their own;
 * `netResult` is what trading and term deposits earned: stakes + payouts + refunds + termInterest.
 */
export const statementMonth = z.object({
  /** YYYY-MM in the time zone asked */
  month: z.string(),
  opening: moneyString,
  recharges: moneyString,
  withdrawals: moneyString,
  stakes: moneyString,
  payouts: moneyString,
  refunds: moneyString,
  toTerm: moneyString,
  fromTerm: moneyString,
  adjustments: moneyString,
  termInterest: moneyString,
  fees: moneyString,
  netResult: moneyString,
  closing: moneyString,
});
export type StatementMonth = z.infer<typeof statementMonth>;
/** the months, newest first */
export const statementsData = z.object({ timeZone: z.string(), months: z.array(statementMonth) });
export type Statements = z.infer<typeof statementsData>;

/** The lines of a month that move the balance, in the order a statement lists them. */
export const STATEMENT_LINES = [
  'recharges',
  'withdrawals',
  'stakes',
  'payouts',
  'refunds',
  'toTerm',
  'fromTerm',
  'adjustments',
] as const;

/** The figures of a month in the order a statement shows them: the balance's lines, each with what is part of it. */
export const STATEMENT_FIGURES = [
  'opening',
  'recharges',
  'withdrawals',
  'fees',
  'stakes',
  'payouts',
  'refunds',
  'toTerm',
  'fromTerm',
  'termInterest',
  'adjustments',
  'closing',
  'netResult',
] as const satisfies readonly (keyof StatementMonth)[];
