/** "up" / "down" / "flat" from a signed decimal string such as "-1.25" or "0.00". */
export type Trend = 'up' | 'down' | 'flat';

export function trendOf(signed: string): Trend {
  if (signed.startsWith('-')) return /[1-9]/.test(signed) ? 'down' : 'flat';
  return /[1-9]/.test(signed) ? 'up' : 'flat';
}

/** "1.25" → "+1.25", "-1.25" stays; zero stays unsigned. */
export function signed(value: string): string {
  return trendOf(value) === 'up' ? `+${value}` : value;
}
