import { formatCents, parseAmountInput } from '../../../contract/money';

/** What was typed ("1,234.5") → the wire amount ("1234.50"); text that is no amount goes on as typed,
 *  so the contract's schema names the problem. */
export function amountToWire(text: string): string {
  const cents = parseAmountInput(text);
  return cents === undefined ? text.trim() : formatCents(cents);
}
