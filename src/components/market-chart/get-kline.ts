import type { INTERVALS } from '../../../contract/market';
import { request } from '../../lib/api-client';

export type Interval = (typeof INTERVALS)[number];

export function getKline(symbol: string, interval: Interval, limit: number, signal?: AbortSignal) {
  return request('kline', { symbol, interval, limit }, { signal, toast: false });
}
