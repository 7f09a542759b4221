import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { CandlestickSeries, ColorType, createChart, type IChartApi, type ISeriesApi } from 'lightweight-charts';
import { formatPrice } from '../../../contract/figures';
import type { Candle } from '../../../contract/market';
import { pricePrecision, toBar } from './candles';
import { upColourAtom } from '../../lib/up-colour';
import { trendColours } from './trend-colors';
import styles from './candle-chart.module.css';

interface Props {
  candles: readonly Candle[];
  /** a new key (symbol + interval) redraws from scratch, showing the newest candles */
  dataKey: string;
  label: string;
  /** a shorter chart (a room, where the order panel must stay in reach) */
  compact?: boolean;
}

interface Drawn {
  chart: IChartApi;
  series: ISeriesApi<'Candlestick'>;
  key: string;
  last: number;
}

/** Candlestick chart. A default export loaded with React.lazy: only chart routes load the library. */
export default function CandleChart({ candles, dataKey, label, compact = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);

  useEffect(() => {
    const chart = createChart(box.current as HTMLDivElement, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: '#ffffff' },
        textColor: '#5b6472',
        fontSize: 11,
        // the app's own face: labels are measured and drawn in one font (a fallback's width cut the widest price)
        fontFamily: getComputedStyle(document.body).fontFamily,
        // The library's logo link sits inside the chart's image role and is 35×19 px: MarketChart credits
        // TradingView (the library's licence asks for it) with a link of its own under the chart.
        attributionLogo: false,
      },
      grid: { vertLines: { color: '#f0f2f5' }, horzLines: { color: '#f0f2f5' } },
      // Horizontal drags pan the chart; vertical drags scroll the page (phones).
      handleScroll: { vertTouchDrag: false, horzTouchDrag: true, pressedMouseMove: true, mouseWheel: false },
      handleScale: { pinch: true, mouseWheel: true, axisPressedMouseMove: { time: true, price: false } },
      // room on the right for the newest bar's time label, which the box edge cut at 320-430 px
      timeScale: { timeVisible: true, secondsVisible: false, borderColor: '#e5e7eb', barSpacing: 7, rightOffset: 4 },
      // a price label is drawn whole or not at all (the top one was cut), with a margin above the highest bar
      rightPriceScale: {
        borderColor: '#e5e7eb',
        entireTextOnly: true,
        scaleMargins: { top: 0.12, bottom: 0.08 },
        minimumWidth: 64,
      },
    });
    // the last price is written above the chart: its tag on the axis covered a price label
    const series = chart.addSeries(CandlestickSeries, { borderVisible: false, lastValueVisible: false });
    drawn.current = { chart, series, key: '', last: 0 };
    // measured again once the face has loaded, so the price scale is as wide as its widest label
    void document.fonts?.ready.then(() => chart.applyOptions({ layout: { fontSize: 11 } }));
    return () => {
      chart.remove();
      drawn.current = null;
    };
  }, []);

  const upColour = useAtomValue(upColourAtom);
  useEffect(() => {
    const { up, down } = trendColours();
    drawn.current?.series.applyOptions({ upColor: up, downColor: down, wickUpColor: up, wickDownColor: down });
  }, [upColour]);

  useEffect(() => {
    const target = drawn.current;
    if (!target || candles.length === 0) return;
    const bars = candles.map(toBar);
    if (target.key === dataKey) {
      // Between polls only the newest candles change: update them instead of redrawing everything.
      for (const bar of bars) if (bar.time >= target.last) target.series.update(bar);
    } else {
      const precision = pricePrecision(candles);
      // the axis and the last-price label group digits as every price of the app does (contract/figures)
      target.series.applyOptions({
        priceFormat: {
          type: 'custom',
          minMove: Number(`1e-${precision}`),
          formatter: (price: number) => formatPrice(price.toFixed(precision)),
        },
      });
      target.series.setData(bars);
      target.chart.timeScale().scrollToRealTime();
    }
    target.key = dataKey;
    target.last = bars[bars.length - 1]?.time ?? 0;
  }, [candles, dataKey]);

  return (
    <div
      ref={box}
      className={compact ? `${styles.chart} ${styles.compact}` : styles.chart}
      role="img"
      aria-label={label}
      data-testid="candle-chart"
    />
  );
}
