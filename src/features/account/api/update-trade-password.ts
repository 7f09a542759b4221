import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

export function updateTradePassword(body: CallInput<'updateTradePassword'>) {
  return request('updateTradePassword', body, { toast: false });
}
