import * as z from 'zod/mini';
import { idSchema, isoTimeSchema, pageOf, recordFilters, recordNames } from './envelope';
import { amountInput, moneyString } from './money';
import { applyRate, rateToPpm } from './rates';

export const termProduct = z.object({
  id: idSchema,
  name: z.string(),
  days: z.int(),
  /** "0.0350" = 3.5 % a year */
  annualRate: z.string(),
  minAmount: moneyString,
  maxAmount: moneyString,
});
export type TermProduct = z.infer<typeof termProduct>;
export const termProductsData = z.array(termProduct);

export const moveInBody = z.object({ productId: idSchema, amount: amountInput });
export const moveOutBody = z.object({ positionId: idSchema });

export const termPosition = z.object({
  id: idSchema,
  ...recordNames,
  productId: idSchema,
  name: z.string(),
  amount: moneyString,
  annualRate: z.string(),
  startAt: isoTimeSchema,
  maturesAt: isoTimeSchema,
  status: z.enum(['active', 'redeemed']),
  /** active: what maturity pays; redeemed: what was paid ("0.00" when moved out early) */
  interest: moneyString,
  /** interest earned so far by whole days elapsed (information only: paid at maturity) */
  accrued: moneyString,
});
export type TermPosition = z.infer<typeof termPosition>;
export const termPositionsBody = z.object({
  status: z.optional(z.enum(['active', 'redeemed'], { error: 'v.status' })),
  ...recordFilters,
});

export const moveRecord = z.object({
  id: idSchema,
  ...recordNames,
  direction: z.enum(['in', 'out']),
  amount: moneyString,
  interest: moneyString,
  positionId: idSchema,
  createdAt: isoTimeSchema,
});
export type MoveRecord = z.infer<typeof moveRecord>;
export const moveRecordsBody = z.object({ ...recordFilters });

/**
 * Simple interest: principal × annualRate × days / 365, rounded half up to the cent.
 * Paid only at or after maturity; before it, nothing.
 */
export function termInterestCents(principalCents: number, annualRate: string, days: number): number {
  return applyRate(principalCents, rateToPpm(annualRate), days, 365);
}

export const termPositionPage = pageOf(termPosition);
export const moveRecordPage = pageOf(moveRecord);
