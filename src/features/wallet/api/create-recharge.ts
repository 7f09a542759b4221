import type { CallInput } from '../../../../contract/calls';
import { write } from '../../../lib/query/writes';

/** Moves money: the key stays the same across the retries of one submission. */
export function createRecharge(body: CallInput<'recharge'>, idempotencyKey: string) {
  return write('recharge', body, { idempotencyKey, toast: false });
}
