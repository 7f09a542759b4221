import { write } from '../../../lib/query/writes';

export function moveOut(positionId: number, idempotencyKey: string) {
  return write('moveOut', { positionId }, { idempotencyKey });
}
