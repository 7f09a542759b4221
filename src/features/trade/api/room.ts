import type { CallData } from '../../../../contract/calls';
import type { ApiResult } from '../../../lib/api-client';
import { read } from '../../../lib/query/use-call';
import { useQuery } from '../../../lib/query/use-query';
import { clockOffsetMs } from '../lib/server-clock';
import { onStreamEvent } from '../../../lib/live/apply-event';

/** The room's data plus how far the server's clock is ahead of this device's. */
export type RoomView = CallData<'room'> & { offsetMs: number };

// an order in a room's period: its trade count and the sides the house's bound has closed, pushed by the event stream
onStreamEvent('room', ({ scope, issueNo, tradeCount, fullSides }, { cache }) => {
  if (typeof tradeCount !== 'number') return;
  const full = Array.isArray(fullSides) ? { fullSides: fullSides as RoomView['fullSides'] } : {};
  cache.patch<RoomView>('room', (room, [, id]) =>
    String(id) === scope && room.period.issueNo === issueNo ? { ...room, tradeCount, ...full } : room,
  );
});

/**
 * The room, its current period and real trade count, every `intervalMs` while the event stream is down;
 * the server's time gives the clock offset.
 */
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
