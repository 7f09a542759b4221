import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

/** Refusals (400, 409, 429) are shown beside the form, so no toast. */
export function register(body: CallInput<'register'>) {
  return request('register', body, { toast: false });
}
