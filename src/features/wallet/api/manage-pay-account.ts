import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

/** A refusal (a pending withdrawal to it, a label too long) shows as a toast. */
export function updatePayAccount(body: CallInput<'updatePayAccount'>) {
  return request('updatePayAccount', body);
}

export function deletePayAccount(body: CallInput<'deletePayAccount'>) {
  return request('deletePayAccount', body);
}
