import { request } from '../../../lib/api-client';

export function getCarousels(signal?: AbortSignal) {
  return request('carousels', {}, { toast: false, signal });
}
