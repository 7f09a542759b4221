// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { amountInput, decimalToCents, formatCents, moneyToCents, parseAmountInput } from '../../../contract/money';
import { applyRate, rateToPpm } from '../../../contract/rates';
import { withdrawFeeCents, maskCardNumber } from '../../../contract/wallet';
import { termInterestCents } from '../../../contract/term';
import { payoutCents } from '../../../contract/trade';

describe('money parsing and formatting', () => {
  it.each([
    ['1,234.50', 123450],
    ['1234.5', 123450],
    [' 12 ', 1200],
    ['0.01', 1],
    ['1,000,000,000.00', 100_000_000_000],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseAmountInput(text)).toBe(cents);
  });

  it.each(['1,23', '12,34.5', '1.234', '-5', 'abc', '', '1e3', '.5', '1,234.'])('refuses %j', (text) => {
    expect(parseAmountInput(text)).toBeUndefined();
  });

  it('formats cents for the wire and reads them back', () => {
    expect(formatCents(123450)).toBe('1234.50');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(moneyToCents('-1234.05')).toBe(-123405);
    expect(moneyToCents('0.10')).toBe(10);
    expect(() => moneyToCents('1.2.3')).toThrow();
  });

  it('never goes through floating point: 0.1 + 0.2 stays exact', () => {
    expect(formatCents((decimalToCents('0.1') ?? 0) + (decimalToCents('0.2') ?? 0))).toBe('0.30');
  });
});

describe('amountInput (request amounts)', () => {
  it('accepts strings and numbers with at most two decimals', () => {
    expect(amountInput.parse('10.25')).toBe(1025);
    expect(amountInput.parse(12.5)).toBe(1250);
    expect(amountInput.parse(1_000_000_000)).toBe(100_000_000_000);
  });

  it.each([
    [0, 'v.amountPositive'],
    ['0.00', 'v.amountPositive'],
    [-1, 'v.amount'],
    ['1.005', 'v.amount'],
    [1.005, 'v.amount'],
    ['1000000000.01', 'v.amountMax'],
    ['1,000.00', 'v.amount'],
    [true, 'v.amount'],
  ])('refuses %j with %s', (value, key) => {
    const result = amountInput.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(key);
  });
});

describe('rates, fees, interest and payouts in integers', () => {
  it('reads rates as parts per million', () => {
    expect(rateToPpm('0.005')).toBe(5000);
    expect(rateToPpm('0.0350')).toBe(35000);
    expect(rateToPpm('1')).toBe(1_000_000);
    expect(() => rateToPpm('0.0000001')).toThrow();
  });

  it('rounds half up to the cent', () => {
    expect(applyRate(101, 5000)).toBe(1); // 0.505 → 1
    expect(applyRate(99, 5000)).toBe(0); // 0.495 → 0
    expect(withdrawFeeCents(10000, '0.005')).toBe(50);
  });

  it('computes term interest as principal × rate × days / 365', () => {
    // 10,000.00 at 3.5 % for 30 days = 28.767… → 28.77
    expect(termInterestCents(1_000_000, '0.0350', 30)).toBe(2877);
    expect(termInterestCents(1_000_000, '0.0350', 365)).toBe(35000);
  });

  it('pays a won order stake × (1 + rate)', () => {
    expect(payoutCents(1000, '0.85')).toBe(1850);
    expect(payoutCents(333, '0.85')).toBe(616); // 333 + 283.05 → 616
  });

  it('masks card numbers to the last four digits', () => {
    expect(maskCardNumber('6222020200112233')).toBe('**** 2233');
  });
});
