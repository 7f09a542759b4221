// @vitest-environment node
import { timeLeft } from '../../../../src/features/term-deposit/lib/maturity';
import { moveInBlock } from '../../../../src/features/term-deposit/lib/move-in-rules';

describe('term deposit rules', () => {
  it('counts down to maturity in days, hours and minutes, rounding up to the minute', () => {
    const now = Date.UTC(2026, 10, 22, 8, 0, 0);
    expect(timeLeft(new Date(now + 7 * 86_400_000).toISOString(), now)).toEqual({ days: 7, hours: 0, minutes: 0 });
    expect(timeLeft(new Date(now + 86_400_000 + 3_600_000 + 1).toISOString(), now)).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
    });
    expect(timeLeft(new Date(now).toISOString(), now)).toBeNull();
  });

  it('blocks a move-in offline, while sending, outside the limits and over the balance', () => {
    const ok = {
      online: true,
      sending: false,
      amountCents: 15_000,
      minCents: 10_000,
      maxCents: 100_000,
      balanceCents: 20_000,
    };
    expect(moveInBlock(ok)).toBeNull();
    expect(moveInBlock({ ...ok, online: false })).toBe('offline');
    expect(moveInBlock({ ...ok, sending: true })).toBe('sending');
    expect(moveInBlock({ ...ok, amountCents: 9_999 })).toBe('belowMin');
    expect(moveInBlock({ ...ok, amountCents: 100_001, balanceCents: 1_000_000 })).toBe('aboveMax');
    expect(moveInBlock({ ...ok, amountCents: 20_001 })).toBe('overBalance');
  });
});
