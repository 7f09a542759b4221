import { request } from '../../../lib/api-client';

export function moveOut(positionId: number, idempotencyKey: string) {
  return request('moveOut', { positionId }, { idempotencyKey });
}
