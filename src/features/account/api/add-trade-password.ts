import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

export function addTradePassword(body: CallInput<'addTradePassword'>) {
  return request('addTradePassword', body, { toast: false });
}
