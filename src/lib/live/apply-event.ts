import { EVENT_STALE, withCombinedReads } from '../../../contract/events';
import type { Balance } from '../../../contract/member';
import type { DataClient } from '../query/data-client';
import { userInfoAtom } from '../state/app.atoms';
import { showBalance } from '../state/balance';
import { appStore } from '../store';
import { showSecurityNotice } from './security-notice';

export type StreamEventHandler = (data: Record<string, unknown>, client: DataClient) => void;

/** Topics whose events name their kind: what they make stale is the kind's (contract/events.ts EVENT_STALE). */
const BY_KIND = new Set(['content', 'security']);
const staleAfter = (key: string): string[] =>
  withCombinedReads((EVENT_STALE as Record<string, readonly string[]>)[key] ?? []);
/** Features that show what an event carries (quotes, a room's trade count) update their reads themselves. */
const handlers = new Map<string, Set<StreamEventHandler>>();

/** `handle` hears every `name` event of the stream (registered once, by a feature's api module). */
export function onStreamEvent(name: string, handle: StreamEventHandler) {
  handlers.set(name, (handlers.get(name) ?? new Set()).add(handle));
}

/** The balance event applied last: a replayed older one (ids ascend per member in commit order) never wins. */
let balanceId = 0;

/**
 * Applies one event of the stream to what the app holds. A balance event of the replay's look-back is not shown:
 * after a reload the app cannot tell one from before what it read since (the balance a withdrawal held before it
 * was cancelled) from one after, so the balance is read again instead.
 */
export function applyEvent(client: DataClient, name: string, data: Record<string, unknown>, id = 0, lookBack = false) {
  const { cache } = client;
  if (name === 'balance' && lookBack) {
    void cache.invalidate('balance');
  } else if (name === 'balance' && id > balanceId) {
    balanceId = id;
    const balance = data as unknown as Balance;
    showBalance(balance, Date.now());
    // the event is the whole answer: a balance read asked before it never puts older figures back
    cache.patch('balance', () => balance, true);
    const info = appStore.get(userInfoAtom);
    if (info) appStore.set(userInfoAtom, { ...info, ...balance });
  }
  if (name === 'security') void showSecurityNotice(data);
  handlers.get(name)?.forEach((handle) => handle(data, client));
  void cache.invalidate(...staleAfter(BY_KIND.has(name) ? (data.kind as string) : name));
}
