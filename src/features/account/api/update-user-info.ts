import type { CallInput } from '../../../../contract/calls';
import { write } from '../../../lib/query/writes';

export function updateUserInfo(body: CallInput<'updateUserInfo'>) {
  return write('updateUserInfo', body, { toast: false });
}
