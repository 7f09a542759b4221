import * as z from 'zod/mini';
import { isoTimeSchema } from './envelope';

/** Below this many accounts with a settled order in the 12 months, the share would say little: the warning says so instead. */
export const RISK_WARNING_MIN_ACCOUNTS = 20;

export const riskWarningBody = z.object({});
/**
 * The honest risk warning (issue 44 §5), as the server computed it once a day: `none` before the first
 * computation, `tooFew` when fewer than RISK_WARNING_MIN_ACCOUNTS members traded, else the whole percentages.
 */
export const riskWarningData = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none') }),
  z.object({ state: z.literal('tooFew'), computedAt: isoTimeSchema, accounts: z.int(), minimum: z.int() }),
  z.object({
    state: z.literal('ready'),
    computedAt: isoTimeSchema,
    accounts: z.int(),
    /** the share of those accounts whose result over the 12 months was negative, in whole percent */
    losingAccountsPercent: z.int(),
    /** the share of their settled orders that lost, in whole percent */
    losingOrdersPercent: z.int(),
  }),
]);
export type RiskWarning = z.infer<typeof riskWarningData>;
