import { useEffect, useRef } from 'react';
import type { ApiResult } from '../../../lib/api-client';
import type { Candle, INTERVALS, Market } from '../../../../contract/market';
import { onStreamEvent } from '../../../lib/live/apply-event';
import { read } from '../../../lib/query/use-call';
import { useQuery } from '../../../lib/query/use-query';
import { mergeCandles } from '../candles';

export type Interval = (typeof INTERVALS)[number];

/** How often quotes and candles refresh while the page is visible. */
export const QUOTES_POLL_MS = 3000;

/** How many candles the chart holds. */
export const CANDLE_LIMIT = 200;

export interface CandleSet {
  /** symbol/interval the candles belong to */
  key: string;
  candles: Candle[];
}

/**
 * The candles of a market: the full history once, then only the newest two on every poll; while the event
 * stream is up its quotes move the newest candle instead (lib/live), and a poll after it goes on from there.
 */
export function useCandles(symbol: string, interval: Interval) {
  const held = useRef<CandleSet>({ key: '', candles: [] });
  const query = useQuery(
    ['kline', symbol, interval],
    async (signal): Promise<ApiResult<CandleSet>> => {
      const key = `${symbol}/${interval}`;
      const have = held.current.key === key && held.current.candles.length > 0;
      const result = await read('kline', { symbol, interval, limit: have ? 2 : CANDLE_LIMIT }, signal);
      if (!result.ok) return result;
      const candles = have ? mergeCandles(held.current.candles, result.data, CANDLE_LIMIT) : result.data;
      held.current = { key, candles };
      return { ok: true, data: held.current };
    },
    { intervalMs: QUOTES_POLL_MS },
  );
  useEffect(() => {
    if (query.data) held.current = query.data;
  }, [query.data]);
  return query;
}

const INTERVAL_MS: Record<Interval, number> = { '1m': 60_000, '5m': 300_000, '1h': 3_600_000, '1d': 86_400_000 };

/** A quote folded into a chart's candles: the newest one moves, or the next one opens (the oldest drops). */
export function withQuote(candles: Candle[], interval: Interval, quote: Market): Candle[] {
  const last = candles.at(-1);
  const step = INTERVAL_MS[interval];
  const time = new Date(Math.floor(Date.parse(quote.time) / step) * step).toISOString();
  if (!last || time < last.time) return candles;
  const price = Number(quote.price);
  if (time > last.time) {
    const next = { time, open: quote.price, high: quote.price, low: quote.price, close: quote.price };
    return [...candles.slice(candles.length >= CANDLE_LIMIT ? 1 : 0), next];
  }
  const high = price > Number(last.high) ? quote.price : last.high;
  const low = price < Number(last.low) ? quote.price : last.low;
  return [...candles.slice(0, -1), { ...last, high, low, close: quote.price }];
}

// while the event stream is up its quotes move the charts' newest candles (no poll)
onStreamEvent('quotes', ({ quotes }, { cache }) => {
  const bySymbol = new Map((quotes as Market[]).map((q) => [q.symbol, q]));
  cache.patch<CandleSet>('kline', (set, [, symbol, interval]) => {
    const quote = bySymbol.get(symbol as string);
    return quote ? { ...set, candles: withQuote(set.candles, interval as Interval, quote) } : set;
  });
});
