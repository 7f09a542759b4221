import type { CallInput } from '../../../../contract/calls';
import { write } from '../../../lib/query/writes';

/** Places an order; the caller keeps one idempotency key per submission and reuses it on retry. */
export function createOrder(body: CallInput<'order'>, idempotencyKey: string) {
  return write('order', body, { idempotencyKey });
}
