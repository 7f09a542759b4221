/** How an amount falls outside its limits. */
export type LimitBreach = 'belowMin' | 'aboveMax';

/**
 * The one limit rule of client and server (withdrawals, stakes, term deposits): both ends are allowed.
 * Amounts in cents.
 */
export function limitBreach(amountCents: number, minCents: number, maxCents: number): LimitBreach | null {
  if (amountCents < minCents) return 'belowMin';
  if (amountCents > maxCents) return 'aboveMax';
  return null;
}
