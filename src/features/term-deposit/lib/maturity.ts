const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Time left until maturity in whole days, hours and minutes (rounded up to the minute). */
export function timeLeft(maturesAt: string, now = Date.now()): { days: number; hours: number; minutes: number } | null {
  const ms = Date.parse(maturesAt) - now;
  if (ms <= 0) return null;
  const total = Math.ceil(ms / MINUTE) * MINUTE;
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
  };
}

/** When a position moved in now matures: the server counts whole days from the moment it accepts it. */
export function maturityFromNow(days: number, now = Date.now()): string {
  return new Date(now + days * DAY).toISOString();
}
