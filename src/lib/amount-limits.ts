import { limitBreach, type LimitBreach } from '../../contract/amount-limits';

/** Why an amount cannot be sent: not an amount, outside [min, max], or more than the balance. */
export type AmountBlock = 'amount' | LimitBreach | 'overBalance';

export interface AmountLimits {
  /** undefined when the field does not hold an amount */
  amountCents: number | undefined;
  minCents: number;
  maxCents: number;
  /** null while the balance is unknown */
  balanceCents: number | null;
}

export function amountBlock(s: AmountLimits): AmountBlock | null {
  if (s.amountCents === undefined || s.amountCents <= 0) return 'amount';
  const breach = limitBreach(s.amountCents, s.minCents, s.maxCents);
  if (breach) return breach;
  if (s.balanceCents === null || s.amountCents > s.balanceCents) return 'overBalance';
  return null;
}
