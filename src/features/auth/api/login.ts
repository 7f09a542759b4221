import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

/** Refusals (403, 429) are shown beside the form, so no toast. */
export function login(body: CallInput<'login'>) {
  return request('login', body, { toast: false });
}
