import { ORDER_CUTOFF_SECONDS } from '../../../../contract/trade';
import { amountBlock, type AmountBlock, type AmountLimits } from '../../../lib/amount-limits';

/** Why the order panel cannot send right now; null when it can. Order = what the member should fix first. */
export type OrderBlock = 'offline' | 'closing' | 'sideFull' | 'sending' | AmountBlock;

export interface OrderState extends AmountLimits {
  online: boolean;
  sending: boolean;
  /** ms left in the period on the server's clock */
  msLeft: number;
  /** the house's exposure bound has closed the chosen side for this period */
  sideFull?: boolean;
}

export function orderBlock(s: OrderState): OrderBlock | null {
  if (!s.online) return 'offline';
  if (s.msLeft <= ORDER_CUTOFF_SECONDS * 1000) return 'closing';
  if (s.sideFull) return 'sideFull';
  if (s.sending) return 'sending';
  return amountBlock(s);
}

/** Quick-pick stakes within the room's limits: the minimum, two round steps above it, the maximum. */
export function quickPicks(minStakeCents: number, maxStakeCents: number): number[] {
  const steps = [1, 5, 10, 50, 100, 500, 1000, 5000, 10_000].map((n) => n * 100);
  const inside = steps.filter((c) => c > minStakeCents && c < maxStakeCents);
  return [...new Set([minStakeCents, ...inside.slice(0, 2), maxStakeCents])];
}
