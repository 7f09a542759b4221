import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

export function addWallet(body: CallInput<'addWallet'>) {
  return request('addWallet', body, { toast: false });
}
