import { request } from '../../../lib/api-client';

export function getTermPositions(page: number, pageSize: number, signal?: AbortSignal) {
  return request('termPositions', { page, pageSize }, { signal, toast: false });
}
