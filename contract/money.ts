import * as z from 'zod/mini';

/**
 * Money is integer cents in code and storage, a decimal string with two decimals on the wire.
 * Nothing here goes through floating point: strings are split, not parsed as floats.
 */
export const MAX_AMOUNT_CENTS = 100_000_000_000; // 1,000,000,000.00

const WIRE = /^-?\d+\.\d{2}$/;
const PLAIN_INPUT = /^\d+(\.\d{1,2})?$/;
const GROUPED_INPUT = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

/** A money value in a response: "1234.50", "-12.00". */
export const moneyString = z.string().check(z.regex(WIRE));

/** "1234.5" → 123450 cents; undefined when not a plain non-negative decimal with ≤ 2 decimals. */
export function decimalToCents(text: string): number | undefined {
  if (!PLAIN_INPUT.test(text)) return undefined;
  const [whole = '0', frac = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** What a person types: "1,234.50", "1234.5", " 12 " → cents; undefined when it is not an amount. */
export function parseAmountInput(text: string): number | undefined {
  const t = text.trim();
  if (GROUPED_INPUT.test(t)) return decimalToCents(t.replaceAll(',', ''));
  return decimalToCents(t);
}

/** cents → wire string "1234.50" (sign kept). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const frac = String(abs % 100).padStart(2, '0');
  return `${sign}${Math.trunc(abs / 100)}.${frac}`;
}

/** wire string "-1234.50" → cents. Throws on a malformed value (the schema has checked it). */
export function moneyToCents(value: string): number {
  const negative = value.startsWith('-');
  const cents = decimalToCents(negative ? value.slice(1) : value);
  if (cents === undefined) throw new Error(`Not a money string: ${value}`);
  return negative ? -cents : cents;
}

/**
 * An amount in a request: a string or number with at most two decimals, > 0, ≤ 1,000,000,000.00.
 * Parses to integer cents.
 */
export const amountInput = z.pipe(
  z.union([z.string({ error: 'v.amount' }), z.number({ error: 'v.amount' })], { error: 'v.amount' }),
  z.transform((value, ctx) => {
    // Number(…) of a number with ≤ 2 decimals prints without exponent below 1e21.
    const cents = decimalToCents(typeof value === 'number' ? String(value) : value.trim());
    if (cents === undefined) {
      // well formed but past what a number holds: it is too large, not malformed
      const tooLarge = PLAIN_INPUT.test(typeof value === 'number' ? String(value) : value.trim());
      ctx.issues.push({ code: 'custom', message: tooLarge ? 'v.amountMax' : 'v.amount', input: value });
      return z.NEVER;
    }
    if (cents <= 0) {
      ctx.issues.push({ code: 'custom', message: 'v.amountPositive', input: value });
      return z.NEVER;
    }
    if (cents > MAX_AMOUNT_CENTS) {
      ctx.issues.push({ code: 'custom', message: 'v.amountMax', input: value });
      return z.NEVER;
    }
    return cents;
  }),
);
