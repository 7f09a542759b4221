import { QUOTES_POLL_MS } from '../../../components/market-chart/api/candles';
import { useCall } from '../../../lib/query/use-call';

/** Live quotes of every market, paused while the page is hidden or the device offline. */
export const useMarkets = () => useCall('markets', {}, { intervalMs: QUOTES_POLL_MS });
