import type { CallData } from '../../../../contract/calls';
import type { ApiResult } from '../../../lib/api-client';
import { read } from '../../../lib/query/use-call';
import { useQuery } from '../../../lib/query/use-query';
import { clockOffsetMs } from '../lib/server-clock';

/** The room's data plus how far the server's clock is ahead of this device's. */
export type RoomView = CallData<'room'> & { offsetMs: number };

/** The room, its current period and real trade count, every `intervalMs`; the server's time gives the clock offset. */
export function useRoomQuery(id: number, intervalMs: number) {
  return useQuery(
    ['room', id],
    async (signal): Promise<ApiResult<RoomView>> => {
      const sentAt = Date.now();
      const result = await read('room', { id }, signal);
      if (!result.ok) return result;
      return {
        ok: true,
        data: { ...result.data, offsetMs: clockOffsetMs(result.data.serverTime, sentAt, Date.now()) },
      };
    },
    { intervalMs },
  );
}
