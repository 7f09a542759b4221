import type { CallInput } from '../../../../contract/calls';
import { write } from '../../../lib/query/writes';

export function updateTradePassword(body: CallInput<'updateTradePassword'>) {
  return write('updateTradePassword', body, { toast: false });
}
