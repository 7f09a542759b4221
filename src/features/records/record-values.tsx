import { formatCents, moneyToCents } from '../../../contract/money';
import { MoneyText } from '../../components/money-text';
import { formatDateTime } from '../../lib/format/time';

/** Money that left the balance, as a signed amount ("100.00" → "-100.00"). */
export function outgoing(amount: string): string {
  return formatCents(-moneyToCents(amount));
}

/** A withdrawal's amount + fee: what left the balance for frozen, and what comes back if it doesn't go out. */
export function withdrawTotal(item: { amount: string; fee: string }): string {
  return formatCents(moneyToCents(item.amount) + moneyToCents(item.fee));
}

/** A withdrawal that was rejected or cancelled: its money came back, nothing was spent. */
export const returned = (status: string) => status === 'rejected' || status === 'cancelled';

/** A detail value: money grouped with two decimals. */
export function money(value: string, signed = false) {
  return <MoneyText value={value} signed={signed} />;
}

/** A detail value: a time in the user's language, or a dash when there is none yet. */
export function when(iso: string | null): string {
  return iso ? formatDateTime(iso) : '—';
}
