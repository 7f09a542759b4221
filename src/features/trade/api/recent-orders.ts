import { useCall } from '../../../lib/query/use-call';

/** The member's latest orders, every `intervalMs` (the open ones settle on screen when their period closes). */
export const useRecentOrders = (pageSize: number, intervalMs: number) =>
  useCall('orders', { page: 1, pageSize }, { intervalMs });
