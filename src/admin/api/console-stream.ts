import { useEffect } from 'react';
import { operatorEvents } from '../../../contract/admin';
import { CONSOLE_STALE_ON, type StaleRead } from '../../../contract/console/stale-on';
import { startEventStream, type StreamSource } from '../../lib/live/event-stream';
import { useDataClient, type DataClient } from '../../lib/query/data-client';
import type { QueryCache } from '../../lib/query/query-cache';
import { signedOut, type OperatorSession } from './session';

/** The queue's kind of a recharge or withdrawal event. */
const KIND: Record<string, string> = { recharge: 'recharge', withdrawal: 'withdraw' };

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
interface Shown {
  call: StaleRead;
  body: Record<string, unknown>;
  held: Held;
}

/**
 * Whose an event is, for a read it made stale (CONSOLE_STALE_ON): the queue, the status line and the dashboard
 * are everyone's; an item of the queue is the one the event names or of its member; a member's page, records and
 * breaks are of the member whose page is open (their account from the page's own read).
 */
function concerns({ call, body, held }: Shown, name: string, event: Record<string, unknown>, accounts: Set<unknown>) {
  const theirs = (h: Held) => h?.id === event.memberId;
  if (call === 'queueItem') return (body.kind === KIND[name] && body.id === event.id) || theirs(held?.member);
  if (call === 'member') return theirs(held);
  if (call === 'memberRecords' || call === 'memberBreaks') return accounts.has(body.account);
  return true;
}

/** Reads again what an event made stale among the reads a page shows; the others when a page shows them again. */
function applyConsoleEvent(consoleCache: QueryCache, name: string, event: Record<string, unknown>) {
  const shown = consoleCache.shown().map((key) => {
    const [call, body] = JSON.parse(key) as [StaleRead, Record<string, unknown>];
    return { key, call, body, held: consoleCache.read(key).data as Held };
  });
  // the accounts of the member pages open for the event's member
  const accounts = new Set(
    shown.filter((s) => s.call === 'member' && s.held?.id === event.memberId).map((s) => s.held!.account),
  );
  for (const read of shown) {
    const staleOn: readonly string[] | undefined = CONSOLE_STALE_ON[read.call];
    if (!staleOn?.includes(name) || !concerns(read, name, event, accounts)) continue;
    if (read.call === 'dashboard') readDashboardSoon(consoleCache, read.key);
    else void consoleCache.fetch(read.key);
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
