import { request } from '../../../lib/api-client';

export function getRooms(signal?: AbortSignal) {
  return request('rooms', {}, { signal, toast: false });
}
