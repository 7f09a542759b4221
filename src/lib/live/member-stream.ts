import { sessionEnded } from '../api-client';
import type { DataClient, DataPlugin } from '../query/data-client';
import { tokenAtom } from '../state/app.atoms';
import { appStore } from '../store';
import { applyEvent } from './apply-event';
import { startEventStream, type StreamSource } from './event-stream';

/** What the member's stream follows: the markets and rooms on screen (their reads' keys). */
function followQuery(client: DataClient): string {
  const rooms = new Set<unknown>();
  let markets = 0;
  for (const key of client.cache.shown()) {
    const [call, arg] = JSON.parse(key) as unknown[];
    if (call === 'room') rooms.add(arg);
    if (call === 'markets' || call === 'kline') markets = 1;
  }
  return `?markets=${markets}&rooms=${[...rooms].sort().join()}`;
}

/** GET /api/stream: the signed-in member's events (docs/api.md), the token in its header as on every call. */
export const memberStream = (client: DataClient): StreamSource => ({
  cache: client.cache,
  url: () => `${import.meta.env.VITE_API_BASE || ''}/api/stream${followQuery(client)}`,
  headers: (token) => ({ token }),
  apply: (name, data, id, lookBack) => applyEvent(client, name, data, id, lookBack),
  signedOut: sessionEnded,
});

/** The member client's plug-in that holds the event stream open while a member is signed in and the page visible. */
export const followSessionStream: DataPlugin = (client) => {
  const source = memberStream(client);
  let stopStream: (() => void) | undefined;
  function follow() {
    stopStream?.();
    const token = appStore.get(tokenAtom);
    stopStream = token && document.visibilityState !== 'hidden' ? startEventStream(token, source) : undefined;
  }
  const unsubscribe = appStore.sub(tokenAtom, follow);
  document.addEventListener('visibilitychange', follow);
  follow();
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', follow);
    stopStream?.();
  };
};
