import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

/** Refusals (400, 403, 429) are shown beside the form, so no toast. */
export function resetPassword(body: CallInput<'resetPassword'>) {
  return request('resetPassword', body, { toast: false });
}
