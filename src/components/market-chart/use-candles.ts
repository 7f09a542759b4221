import { useCallback, useRef } from 'react';
import type { Candle } from '../../../contract/market';
import { getKline, type Interval } from './get-kline';
import { mergeCandles } from './candles';
import { usePolling, type LoadResult } from '../../lib/hooks/use-polling';

/** How often quotes and candles refresh while the page is visible. */
export const QUOTES_POLL_MS = 3000;

/** How many candles the chart holds. */
export const CANDLE_LIMIT = 200;

export interface CandleSet {
  /** symbol/interval the candles belong to */
  key: string;
  candles: Candle[];
}

/** The candles of a market: the full history once, then only the newest two on every poll. */
export function useCandles(symbol: string, interval: Interval) {
  const cache = useRef<CandleSet>({ key: '', candles: [] });
  const load = useCallback(
    async (signal: AbortSignal): Promise<LoadResult<CandleSet>> => {
      const key = `${symbol}/${interval}`;
      const have = cache.current.key === key && cache.current.candles.length > 0;
      const result = await getKline(symbol, interval, have ? 2 : CANDLE_LIMIT, signal);
      if (!result.ok) return result;
      const candles = have ? mergeCandles(cache.current.candles, result.data, CANDLE_LIMIT) : result.data;
      cache.current = { key, candles };
      return { ok: true, data: cache.current };
    },
    [symbol, interval],
  );
  return usePolling(load, QUOTES_POLL_MS);
}
