import { useEffect } from 'react';
import { operatorEvents } from '../../../contract/admin';
import { startEventStream, type StreamSource } from '../../lib/live/event-stream';
import { useDataClient, type DataClient } from '../../lib/query/data-client';
import type { QueryCache } from '../../lib/query/query-cache';
import { signedOut, type OperatorSession } from './session';

/** The queue's kind of a recharge or withdrawal event. */
const KIND: Record<string, string> = { recharge: 'recharge', withdrawal: 'withdraw' };

/** What moves the dashboard's figures: money, a record's state, an order. */
const DASHBOARD_EVENTS = new Set(['balance', 'recharge', 'withdrawal', 'order']);
/** A burst of events (a period settling) reads the dashboard once, this long after the first. */
const DASHBOARD_AFTER_MS = 500;
const dashboardReads = new Set<string>();
function readDashboardSoon(consoleCache: QueryCache, key: string) {
  if (dashboardReads.has(key)) return;
  dashboardReads.add(key);
  setTimeout(() => {
    dashboardReads.delete(key);
    void consoleCache.fetch(key);
  }, DASHBOARD_AFTER_MS);
}

type Held = { id?: number; account?: string; member?: { id: number } } | undefined;

/**
 * Reads again what an event changed, among the reads a page shows: the queue and the status line's oldest
 * wait for any recharge or withdrawal (a new one, or one decided), the item it names, and the member's page, records and items of the member whose
 * event it is; the dashboard for any money moving. Reads no page shows are fetched when one shows them again.
 */
function applyConsoleEvent(consoleCache: QueryCache, name: string, event: Record<string, unknown>) {
  const shown = consoleCache.shown().map((key) => {
    const [call, body] = JSON.parse(key) as [string, Record<string, unknown>];
    return { key, call, body, held: consoleCache.read(key).data as Held };
  });
  const theirs = (held: Held) => held?.id === event.memberId;
  const accounts = new Set(shown.filter((s) => s.call === 'member' && theirs(s.held)).map((s) => s.held!.account));
  for (const { key, call, body, held } of shown) {
    if (call === 'dashboard' && DASHBOARD_EVENTS.has(name)) readDashboardSoon(consoleCache, key);
    const stale =
      ((call === 'queue' || call === 'status') && name in KIND) ||
      (call === 'queueItem' && ((body.kind === KIND[name] && body.id === event.id) || theirs(held?.member))) ||
      (call === 'member' && theirs(held)) ||
      (call === 'memberRecords' && accounts.has(body.account as string));
    if (stale) void consoleCache.fetch(key);
  }
}

/** GET /admin/api/stream: the member events the operator's role may see, with the operator's Bearer token. */
const consoleStream = ({ cache }: DataClient): StreamSource => ({
  cache,
  url: () => '/admin/api/stream',
  headers: (token) => ({ authorization: `Bearer ${token}` }),
  apply: (name, event) => applyConsoleEvent(cache, name, event),
  signedOut,
});

/** Holds the console's event stream open while an operator whose role hears any is signed in and the tab visible. */
export function useConsoleStream(session: OperatorSession | null) {
  const client = useDataClient();
  useEffect(() => {
    if (!session || session.passkeyNeeded || operatorEvents(session.role).length === 0) return;
    let stop: (() => void) | undefined;
    const follow = () => {
      stop?.();
      stop = document.visibilityState === 'hidden' ? undefined : startEventStream(session.token, consoleStream(client));
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      stop?.();
    };
  }, [client, session]);
}
