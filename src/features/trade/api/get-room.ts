import type { CallData } from '../../../../contract/calls';
import { request, type ApiResult } from '../../../lib/api-client';
import { clockOffsetMs } from '../lib/server-clock';

/** The room's data plus how far the server's clock is ahead of this device's. */
export type RoomView = CallData<'room'> & { offsetMs: number };

/** The room, its current period and real trade count; the server's time gives the clock offset. */
export async function getRoom(id: number, signal?: AbortSignal): Promise<ApiResult<RoomView>> {
  const sentAt = Date.now();
  const result = await request('room', { id }, { signal, toast: false });
  if (!result.ok) return result;
  return { ok: true, data: { ...result.data, offsetMs: clockOffsetMs(result.data.serverTime, sentAt, Date.now()) } };
}
