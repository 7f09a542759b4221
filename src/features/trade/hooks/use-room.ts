import { useEffect } from 'react';
import { useRoomQuery } from '../api/room';
import { useCountdown } from './use-countdown';

/** How often the room (trade count) refreshes; after a close it asks every second for the next period. */
const ROOM_POLL_MS = 5000;
const AFTER_CLOSE_POLL_MS = 1000;

/** The room with its current period and server clock offset, and the ms left before the period closes. */
export function useRoom(id: number) {
  const room = useRoomQuery(id, ROOM_POLL_MS);
  const period = room.data?.period;
  const msLeft = useCountdown(period?.closeAt, room.data?.offsetMs ?? 0);
  const closed = period !== undefined && msLeft === 0;
  const { refetch } = room;

  useEffect(() => {
    if (!closed) return;
    const timer = window.setInterval(() => void refetch(), AFTER_CLOSE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [closed, refetch, period?.issueNo]);

  return { ...room, msLeft };
}
