import type { CallInput } from '../../../../contract/calls';
import { write } from '../../../lib/query/writes';

export function addWallet(body: CallInput<'addWallet'>) {
  return write('addWallet', body, { toast: false });
}
