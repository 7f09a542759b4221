import type { CallInput } from '../../../../contract/calls';
import { request } from '../../../lib/api-client';

export function moveIn(body: CallInput<'moveIn'>, idempotencyKey: string) {
  return request('moveIn', body, { idempotencyKey });
}
