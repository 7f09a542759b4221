import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

/** Places an order; the caller keeps one idempotency key per submission and reuses it on retry. */
export function createOrder(body: CallInput<'order'>, idempotencyKey: string) {
  return request('order', body, { idempotencyKey });
}
