import type { CallInput } from '../../../../contract/calls';
import { write } from '../../../lib/query/writes';

export function addCard(body: CallInput<'addCard'>) {
  return write('addCard', body, { toast: false });
}
