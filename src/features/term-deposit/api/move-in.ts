import type { CallInput } from '../../../../contract/calls';
import { write } from '../../../lib/query/writes';

export function moveIn(body: CallInput<'moveIn'>, idempotencyKey: string) {
  return write('moveIn', body, { idempotencyKey });
}
