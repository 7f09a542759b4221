import { formatMoney, moneySign } from '../../../../src/lib/format/money';

describe('formatMoney', () => {
  it.each([
    ['0.00', '0.00'],
    ['12', '12.00'],
    ['12.5', '12.50'],
    ['1234.50', '1,234.50'],
    ['-1234567.05', '-1,234,567.05'],
    ['1000000000.00', '1,000,000,000.00'],
    ['90071992547409.91', '90,071,992,547,409.91'],
  ])('%s → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('adds a plus sign to positive amounts only when asked', () => {
    expect(formatMoney('5.00', { sign: true })).toBe('+5.00');
    expect(formatMoney('-5.00', { sign: true })).toBe('-5.00');
    expect(formatMoney('0.00', { sign: true })).toBe('0.00');
  });

  it('refuses what is not money instead of guessing', () => {
    expect(() => formatMoney('1e3')).toThrow();
    expect(() => formatMoney('12.345')).toThrow();
    expect(() => formatMoney('')).toThrow();
  });

  it('tells the sign', () => {
    expect([moneySign('-0.01'), moneySign('0.00'), moneySign('0.01')]).toEqual([-1, 0, 1]);
  });
});
