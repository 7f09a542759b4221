import { request } from '../../../lib/api-client';

export function getRoomIssues(roomId: number, page: number, pageSize: number, signal?: AbortSignal) {
  return request('roomIssues', { roomId, page, pageSize }, { signal, toast: false });
}
