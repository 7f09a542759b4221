import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

export function updatePassword(body: CallInput<'updatePassword'>) {
  return request('updatePassword', body, { toast: false });
}
