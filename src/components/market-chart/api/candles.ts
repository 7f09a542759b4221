import { useRef } from 'react';
import type { ApiResult } from '../../../lib/api-client';
import type { Candle, INTERVALS } from '../../../../contract/market';
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

/** The candles of a market: the full history once, then only the newest two on every poll. */
export function useCandles(symbol: string, interval: Interval) {
  const held = useRef<CandleSet>({ key: '', candles: [] });
  return useQuery(
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
}
