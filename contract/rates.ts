import { MAX_AMOUNT_CENTS } from './money';

/**
 * Rates ("0.005" = 0.5 %) are decimal strings on the wire and parts-per-million integers in code,
 * so fees and interest are computed in integers (BigInt) and rounded half up to the cent.
 */
const RATE = /^\d+(\.\d{1,6})?$/;

export function rateToPpm(rate: string): number {
  if (!RATE.test(rate)) throw new Error(`Not a rate: ${rate}`);
  const [whole = '0', frac = ''] = rate.split('.');
  return Number(whole) * 1_000_000 + Number(frac.padEnd(6, '0'));
}

export function isRate(text: string): boolean {
  return RATE.test(text);
}

/** cents × ppm / 1e6 × num / den, rounded half up to the cent. */
export function applyRate(cents: number, ppm: number, num = 1, den = 1): number {
  if (cents < 0 || cents > MAX_AMOUNT_CENTS * 10) throw new Error('cents out of range');
  const scaled = BigInt(cents) * BigInt(ppm) * BigInt(num);
  const divisor = 1_000_000n * BigInt(den);
  return Number((scaled * 2n + divisor) / (divisor * 2n));
}
