import { request } from '../../../lib/api-client';

export function getNewsItem(id: number, signal?: AbortSignal) {
  return request('new', { id }, { toast: false, signal });
}
