import { render } from '@testing-library/react';
import type { Candle } from '../../../../contract/market';
import CandleChart from '../../../../src/components/market-chart/candle-chart';

const chart = vi.hoisted(() => {
  const series = { setData: vi.fn(), update: vi.fn(), applyOptions: vi.fn() };
  const timeScale = { scrollToRealTime: vi.fn() };
  const api = { addSeries: vi.fn(() => series), timeScale: vi.fn(() => timeScale), remove: vi.fn() };
  return { series, timeScale, api, createChart: vi.fn((_box: HTMLElement, _options: unknown) => api) };
});
vi.mock('lightweight-charts', () => ({
  createChart: chart.createChart,
  CandlestickSeries: { type: 'Candlestick' },
  ColorType: { Solid: 'solid' },
}));

const candle = (minute: number, close: string): Candle => ({
  time: new Date(Date.UTC(2026, 10, 22, 8, minute)).toISOString(),
  open: '100',
  high: '101.5',
  low: '99.25',
  close,
});
const t0 = Date.UTC(2026, 10, 22, 8, 0) / 1000;

describe('candle chart', () => {
  beforeEach(() => vi.clearAllMocks());

  it('lets vertical drags scroll the page and takes pinches and horizontal pans', () => {
    render(<CandleChart candles={[candle(0, '100.5')]} dataKey="BTC/1m" label="BTC" />);
    const options = chart.createChart.mock.calls[0]?.[1] as Record<string, Record<string, unknown>>;
    expect(options.handleScroll).toMatchObject({ vertTouchDrag: false, horzTouchDrag: true });
    expect(options.handleScale).toMatchObject({ pinch: true });
    expect(chart.api.addSeries).toHaveBeenCalledWith({ type: 'Candlestick' }, expect.any(Object));
  });

  it('draws the history once, then updates only the newest candles; a new key redraws', () => {
    const first = [candle(0, '100.5'), candle(1, '100.7')];
    const { rerender, unmount } = render(<CandleChart candles={first} dataKey="BTC/1m" label="BTC" />);
    expect(chart.series.setData).toHaveBeenCalledWith([
      { time: t0, open: 100, high: 101.5, low: 99.25, close: 100.5 },
      { time: t0 + 60, open: 100, high: 101.5, low: 99.25, close: 100.7 },
    ]);

    rerender(
      <CandleChart candles={[candle(0, '100.5'), candle(1, '100.9'), candle(2, '101')]} dataKey="BTC/1m" label="BTC" />,
    );
    expect(chart.series.setData).toHaveBeenCalledTimes(1);
    expect(chart.series.update.mock.calls.map(([bar]) => (bar as { close: number }).close)).toEqual([100.9, 101]);

    rerender(<CandleChart candles={[candle(0, '1.07389')]} dataKey="EUR/5m" label="EUR" />);
    expect(chart.series.setData).toHaveBeenCalledTimes(2);
    // small prices keep their decimals on the price scale, large ones are grouped like every price of the app
    const { priceFormat } = chart.series.applyOptions.mock.lastCall![0] as {
      priceFormat: { type: string; minMove: number; formatter: (price: number) => string };
    };
    expect(priceFormat).toMatchObject({ type: 'custom', minMove: 0.00001 });
    expect(priceFormat.formatter(1.073891)).toBe('1.07389');
    expect(priceFormat.formatter(77718.83)).toBe('77,718.83000');
    unmount();
    expect(chart.api.remove).toHaveBeenCalled();
  });
});
