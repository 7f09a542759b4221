import type { Market } from '../../../../contract/market';
import { QUOTES_POLL_MS } from '../../../components/market-chart/api/candles';
import { onStreamEvent } from '../../../lib/live/apply-event';
import { useCall } from '../../../lib/query/use-call';

/** Live quotes of every market: pushed by the event stream, polled while it is down (never while hidden or offline). */
export const useMarkets = () => useCall('markets', {}, { intervalMs: QUOTES_POLL_MS });

onStreamEvent('quotes', ({ quotes }, { cache }) => {
  const bySymbol = new Map((quotes as Market[]).map((q) => [q.symbol, q]));
  cache.patch<Market[]>('markets', (markets) => markets.map((m) => ({ ...m, ...bySymbol.get(m.symbol) })));
});
