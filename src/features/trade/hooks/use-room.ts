import { useCallback, useEffect } from 'react';
import { getRoom } from '../api/get-room';
import { usePolling } from '../../../lib/hooks/use-polling';
import { useCountdown } from './use-countdown';

/** How often the room (trade count) refreshes; after a close it asks every second for the next period. */
const ROOM_POLL_MS = 5000;
const AFTER_CLOSE_POLL_MS = 1000;

/** The room with its current period and server clock offset, and the ms left before the period closes. */
export function useRoom(id: number) {
  const load = useCallback((signal: AbortSignal) => getRoom(id, signal), [id]);
  const room = usePolling(load, ROOM_POLL_MS);
  const period = room.data?.period;
  const msLeft = useCountdown(period?.closeAt, room.data?.offsetMs ?? 0);
  const closed = period !== undefined && msLeft === 0;
  const { retry } = room;

  useEffect(() => {
    if (!closed) return;
    const timer = window.setInterval(retry, AFTER_CLOSE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [closed, retry, period?.issueNo]);

  return { ...room, msLeft };
}
