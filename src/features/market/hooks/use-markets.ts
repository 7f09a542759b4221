import { QUOTES_POLL_MS } from '../../../components/market-chart/use-candles';
import { getMarkets } from '../api/get-markets';
import { usePolling } from '../../../lib/hooks/use-polling';

/** Live quotes of every market, paused while the page is hidden or the device offline. */
export function useMarkets() {
  return usePolling(getMarkets, QUOTES_POLL_MS);
}
