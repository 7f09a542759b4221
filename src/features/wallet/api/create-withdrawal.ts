import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

/** Moves money: the key stays the same across the retries of one submission. */
export function createWithdrawal(body: CallInput<'withdraw'>, idempotencyKey: string) {
  return request('withdraw', body, { idempotencyKey, toast: false });
}
