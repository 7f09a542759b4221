import { request } from '../../../lib/api-client';

export function getTermProducts(signal?: AbortSignal) {
  return request('termProducts', {}, { signal, toast: false });
}
