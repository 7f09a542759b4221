import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

export function addCard(body: CallInput<'addCard'>) {
  return request('addCard', body, { toast: false });
}
