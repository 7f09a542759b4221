// @vitest-environment node
import { formatRate } from '../../../../src/lib/format/rate';

describe('formatRate', () => {
  it.each([
    ['0.005', '0.5%'],
    ['0.0350', '3.5%'],
    ['0.0325', '3.25%'],
    ['0.00125', '0.125%'],
    ['0.85', '85%'],
    ['1', '100%'],
    ['0', '0%'],
  ])('%s → %s, exactly as set (no rounding, no floating point)', (rate, shown) => {
    expect(formatRate(rate)).toBe(shown);
  });
});
