import type { CallInput } from '../../../../contract/calls';
import { write } from '../../../lib/query/writes';

/** Moves money: the key stays the same across the retries of one submission. */
export function createWithdrawal(body: CallInput<'withdraw'>, idempotencyKey: string) {
  return write('withdraw', body, { idempotencyKey, toast: false });
}
