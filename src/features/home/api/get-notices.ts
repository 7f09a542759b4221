import { request } from '../../../lib/api-client';

export function getNotices(signal?: AbortSignal) {
  return request('notice', {}, { toast: false, signal });
}
