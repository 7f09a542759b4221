// @vitest-environment node
import type { Candle } from '../../../../contract/market';
import { mergeCandles, pricePrecision } from '../../../../src/components/market-chart/candles';
import { signed, trendOf } from '../../../../src/features/market/lib/change';
import { formatRate } from '../../../../src/lib/format/rate';

const candle = (minute: number, close = '1.5'): Candle => ({
  time: new Date(Date.UTC(2026, 10, 22, 8, minute)).toISOString(),
  open: '1.5',
  high: '1.5',
  low: '1.5',
  close,
});

describe('quote formatting', () => {
  it('colours by the sign of the change, zero as flat', () => {
    expect([trendOf('1.25'), trendOf('-0.01'), trendOf('0.00'), trendOf('-0.00'), trendOf('0')]).toEqual([
      'up',
      'down',
      'flat',
      'flat',
      'flat',
    ]);
    expect([signed('1.25'), signed('-1.25'), signed('0.00')]).toEqual(['+1.25', '-1.25', '0.00']);
  });

  it('prints rates as percentages without floating point', () => {
    expect([
      formatRate('0.85'),
      formatRate('0.0350'),
      formatRate('0.0325'),
      formatRate('0.02'),
      formatRate('1'),
    ]).toEqual(['85%', '3.5%', '3.25%', '2%', '100%']);
  });

  it('merges the latest candles into the history, replacing the same minute', () => {
    const merged = mergeCandles([candle(0), candle(1), candle(2)], [candle(2, '9'), candle(3, '8')], 3);
    expect(merged.map((c) => [c.time.slice(14, 16), c.close])).toEqual([
      ['01', '1.5'],
      ['02', '9'],
      ['03', '8'],
    ]);
    expect(mergeCandles([candle(0)], [], 5)).toEqual([candle(0)]);
  });

  it('keeps as many decimals as the prices have, at least two', () => {
    expect(pricePrecision([candle(0, '1.07389')])).toBe(5);
    expect(pricePrecision([candle(0, '71000')])).toBe(2);
  });
});
