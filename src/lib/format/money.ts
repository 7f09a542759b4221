import { formatCents, moneyToCents } from '../../../contract/money';

export interface MoneyFormatOptions {
  /** prefix positive values with "+" (ledger amounts) */
  sign?: boolean;
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Wire money "-1234.5" / "1234.50" → "-1,234.50" for display; never through floating point. */
export function formatMoney(value: string, options: MoneyFormatOptions = {}): string {
  const cents = moneyToCents(normalize(value));
  const [whole = '0', frac = '00'] = formatCents(Math.abs(cents)).split('.');
  const sign = cents < 0 ? '-' : options.sign && cents > 0 ? '+' : '';
  return `${sign}${group(whole)}.${frac}`;
}

/** The sign of a money string: -1, 0 or 1. */
export function moneySign(value: string): -1 | 0 | 1 {
  const cents = moneyToCents(normalize(value));
  return cents < 0 ? -1 : cents > 0 ? 1 : 0;
}

/** Accepts "12", "12.5" as well as the wire's "12.50". */
function normalize(value: string): string {
  const match = /^(-?\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a money value: ${value}`);
  return `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`;
}
