import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

/** Moves money: the key stays the same across the retries of one submission. */
export function createRecharge(body: CallInput<'recharge'>, idempotencyKey: string) {
  return request('recharge', body, { idempotencyKey, toast: false });
}
