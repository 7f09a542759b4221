import type { CallInput } from '../../../../contract/calls';
import { write } from '../../../lib/query/writes';

export function addTradePassword(body: CallInput<'addTradePassword'>) {
  return write('addTradePassword', body, { toast: false });
}
