import type { CallInput } from '../../../../contract/calls';
import { write } from '../../../lib/query/writes';

/** A refusal (a pending withdrawal to it, a label too long) shows as a toast. */
export function updatePayAccount(body: CallInput<'updatePayAccount'>) {
  return write('updatePayAccount', body);
}

export function deletePayAccount(body: CallInput<'deletePayAccount'>) {
  return write('deletePayAccount', body);
}
