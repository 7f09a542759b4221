// @vitest-environment node
import { formatMoney, formatPrice, moneySign } from '../../../contract/figures';

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

describe('formatPrice', () => {
  it.each([
    ['77718.83', '77,718.83'],
    ['1.08412', '1.08412'],
    ['1234567', '1,234,567'],
    ['-12345.5', '-12,345.5'],
    ['0.00001', '0.00001'],
  ])('%s → %s (grouped, its own decimals kept)', (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });
});

describe('the separators of every language the apps speak', () => {
  it.each(['zh-Hant', 'zh-Hans', 'en'])('are the ones Intl writes in %s', (language) => {
    const intl = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 5 });
    expect(formatMoney('-1234567.05')).toBe(intl.format(-1234567.05));
    expect(formatPrice('77718.83')).toBe(intl.format(77718.83));
    expect(formatPrice('1234.56789')).toBe(intl.format(1234.56789));
  });
});
