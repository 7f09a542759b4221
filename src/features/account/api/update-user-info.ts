import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

export function updateUserInfo(body: CallInput<'updateUserInfo'>) {
  return request('updateUserInfo', body, { toast: false });
}
