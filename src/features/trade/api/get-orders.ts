import { request } from '../../../lib/api-client';

/** The member's latest orders (the open ones settle on screen when their period closes). */
export function getOrders(pageSize: number, signal?: AbortSignal) {
  return request('orders', { page: 1, pageSize }, { signal, toast: false });
}
