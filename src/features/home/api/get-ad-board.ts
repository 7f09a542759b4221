import { request } from '../../../lib/api-client';

/** Only the first item is ever shown, so only one is asked for. */
export function getAdBoard(signal?: AbortSignal) {
  return request('advertisingBoard', { pageSize: 1 }, { toast: false, signal });
}
