import { two } from '../../../lib/format/time';

/**
 * The server's clock as seen from this device. offset = serverTime − local time at the midpoint of the
 * request, so a countdown computed from local time + offset ends when the server's period closes.
 */
export function clockOffsetMs(serverTime: string, sentAt: number, receivedAt: number): number {
  return Date.parse(serverTime) - (sentAt + receivedAt) / 2;
}

/** Milliseconds left until `until` on the server's clock (never negative). */
export function msUntil(until: string, offsetMs: number, now = Date.now()): number {
  return Math.max(0, Date.parse(until) - (now + offsetMs));
}

/** 75_000 → "01:15"; 3_725_000 → "1:02:05" (whole seconds, rounded up so 0 means closed). */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
