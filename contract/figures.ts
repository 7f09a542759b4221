import { formatCents, moneyToCents } from './money';

// The figures of both apps (member and console), one formatter per kind, written from the wire's decimal
// strings and never through floating point. The app's three languages group and mark decimals alike
// ("1,234.5" in zh-Hant, zh-Hans and en, as Intl writes them: tests/unit/contract/figures.test.ts), so
// the separators need no language of their own.

export interface MoneyFormatOptions {
  /** prefix positive values with "+" (ledger amounts) */
  sign?: boolean;
}

/** "1234567" → "1,234,567" */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Wire money "-1234.5" / "1234.50" → "-1,234.50" for display. */
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

/**
 * A market price with grouping and its own decimals, as the server wrote them: "77718.83" → "77,718.83",
 * "1.08412" → "1.08412", "-12.5" → "-12.5". Anything that is no price is shown as it came.
 */
export function formatPrice(price: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(price);
  return match ? `${match[1]}${group(match[2]!)}${match[3] ?? ''}` : price;
}

/** Accepts "12", "12.5" as well as the wire's "12.50". */
function normalize(value: string): string {
  const match = /^(-?\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a money value: ${value}`);
  return `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`;
}
