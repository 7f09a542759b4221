import { request } from '../../../lib/api-client';

/** Quotes of every market; polled, so failures are shown on the page rather than toasted. */
export function getMarkets(signal?: AbortSignal) {
  return request('markets', {}, { signal, toast: false });
}
