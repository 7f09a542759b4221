import { queryCache } from '../query/query-cache';
import { sessionEnded } from '../api-client';
import { applyEvent } from './apply-event';
import type { StreamSource } from './event-stream';

/** What the member's stream follows: the markets and rooms on screen (their reads' keys). */
function followQuery(): string {
  const rooms = new Set<unknown>();
  let markets = 0;
  for (const key of queryCache.shown()) {
    const [call, arg] = JSON.parse(key) as unknown[];
    if (call === 'room') rooms.add(arg);
    if (call === 'markets' || call === 'kline') markets = 1;
  }
  return `?markets=${markets}&rooms=${[...rooms].sort().join()}`;
}

/** GET /api/stream: the signed-in member's events (docs/api.md), the token in its header as on every call. */
export const memberStream: StreamSource = {
  cache: queryCache,
  url: () => `${import.meta.env.VITE_API_BASE || ''}/api/stream${followQuery()}`,
  headers: (token) => ({ token }),
  apply: applyEvent,
  signedOut: sessionEnded,
};
