// @vitest-environment node
import { clockOffsetMs, formatCountdown, msUntil } from '../../../../src/features/trade/lib/server-clock';

describe('server clock', () => {
  it('takes the offset at the midpoint of the request', () => {
    // sent at 1000, answered at 1400 (local); the server said 61_200 at the midpoint (local 1200)
    expect(clockOffsetMs(new Date(61_200).toISOString(), 1000, 1400)).toBe(60_000);
    expect(clockOffsetMs(new Date(0).toISOString(), 30_000, 30_000)).toBe(-30_000);
  });

  it('counts down on the server clock and never below zero', () => {
    const close = new Date(100_000).toISOString();
    expect(msUntil(close, 60_000, 10_000)).toBe(30_000);
    expect(msUntil(close, 0, 10_000)).toBe(90_000);
    expect(msUntil(close, 0, 200_000)).toBe(0);
  });

  it('formats whole seconds rounded up', () => {
    expect(formatCountdown(75_000)).toBe('01:15');
    expect(formatCountdown(74_001)).toBe('01:15');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });
});
