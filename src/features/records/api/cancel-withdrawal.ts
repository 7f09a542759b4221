import { request } from '../../../lib/api-client';

/** Moves money back: the key stays the same across the retries of one cancellation. */
export function cancelWithdrawal(id: number, idempotencyKey: string) {
  return request('cancelWithdraw', { id }, { idempotencyKey });
}
