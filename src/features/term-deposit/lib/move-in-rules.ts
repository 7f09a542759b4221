import { amountBlock, type AmountBlock, type AmountLimits } from '../../../lib/amount-limits';

/** Why "move in" cannot be sent now; null when it can. */
export type MoveInBlock = 'offline' | 'sending' | AmountBlock;

export function moveInBlock(s: AmountLimits & { online: boolean; sending: boolean }): MoveInBlock | null {
  if (!s.online) return 'offline';
  if (s.sending) return 'sending';
  return amountBlock(s);
}
