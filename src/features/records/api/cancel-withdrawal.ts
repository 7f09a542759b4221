import { write } from '../../../lib/query/writes';

/** Moves money back: the key stays the same across the retries of one cancellation. */
export function cancelWithdrawal(id: number, idempotencyKey: string) {
  return write('cancelWithdraw', { id }, { idempotencyKey });
}
