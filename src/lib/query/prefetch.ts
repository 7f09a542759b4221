import { routeReads } from 'virtual:route-reads';
import { needsToken } from '../../../contract/call-index';
import type { RouteRead } from '../../../contract/routes';
import { currentLanguage, i18next } from '../i18n/i18n';
import { tokenAtom, userInfoAtom } from '../state/app.atoms';
import { appStore } from '../store';
import type { DataClient, DataPlugin } from './data-client';
import { createKeptReads, type KeptAnswers } from './kept-reads';
import type { Fetcher, QueryCache } from './query-cache';
import { cacheKey } from './query-key';
import { read } from './read';

/** Answers are written to storage at most this often (a market's ticks, the home page's four answers at once). */
const KEEP_EVERY_MS = 1000;

const kept = createKeptReads();
/** The keys of the reads routes name, with the member each was asked for: their answers are kept. */
const named = new Map<string, number | null>();
/** The keys shown from a kept answer, with when that answer arrived. */
const shownKept = new Map<string, number>();
const memberId = () => appStore.get(userInfoAtom)?.id ?? null;
let keeping: ReturnType<typeof setTimeout> | undefined;
let note: HTMLElement | undefined;

/**
 * While a read shows what the last visit kept and fetches the fresh answer, a note says so. Drawn here, outside
 * React: the layouts stay free of member code (see src/app/layouts/route-start.ts); it belongs to no one screen.
 */
function noteRefreshing(cache: QueryCache) {
  const on = [...shownKept].some(([key, at]) => {
    const { fetching, updatedAt } = cache.read(key);
    return fetching && updatedAt === at;
  });
  if (!on) {
    note?.remove();
    note = undefined;
  } else if (!note) {
    note = document.createElement('p');
    note.role = 'status';
    note.dataset.refreshingNote = '';
    note.textContent = i18next.t('common:pull.refreshing');
    note.style.cssText =
      'position:fixed;z-index:900;bottom:80px;left:50%;transform:translateX(-50%);margin:0;padding:2px 10px;' +
      'border-radius:10px;background:#000a;color:#fff;font-size:12px;pointer-events:none';
    document.body.append(note);
  }
}

/** Keeps the latest answers of the member's named reads, a little after they change. */
function keepSoon(cache: QueryCache) {
  keeping ??= setTimeout(() => {
    keeping = undefined;
    const member = memberId();
    if (member === null) return;
    const answers: KeptAnswers = {};
    for (const [key, askedFor] of named) {
      const { data, updatedAt } = cache.read(key);
      if (askedFor === member && data !== undefined && updatedAt !== undefined) answers[key] = { data, updatedAt };
    }
    void kept.keep(answers);
  }, KEEP_EVERY_MS);
}

/**
 * The member client's plug-in that keeps the last answers of the reads routes name for the next visit, notes
 * while a kept one shows, and starts the first screen's reads: in a task of their own, not in the one that
 * evaluates the data layer and the contract's schemas (with them, the longest task of a member's start on a slow
 * phone: Lighthouse on /).
 */
export const keepRouteReads: DataPlugin = (client) => {
  const stopWatching = client.cache.watchUpdates((key, state) => {
    if (!named.has(key)) return;
    if (shownKept.has(key)) noteRefreshing(client.cache);
    if (state.data !== undefined && state.updatedAt !== shownKept.get(key)) keepSoon(client.cache);
  });
  const first = setTimeout(() => prefetchRoute(client, location.pathname));
  return () => {
    clearTimeout(first);
    stopWatching();
  };
};

/** Shows what the last visit kept of reads that have nothing to show yet, unless their fresh answer came first. */
async function showKept(cache: QueryCache, reads: [key: string, fetcher: Fetcher<unknown>][]) {
  const byKey = await kept.all();
  for (const [key, fetcher] of reads) {
    const last = byKey[key];
    if (!last || cache.read(key).data !== undefined || named.get(key) !== memberId()) continue;
    shownKept.set(key, last.updatedAt);
    cache.seed(key, fetcher, last.data, last.updatedAt);
  }
}

/**
 * Starts a screen's reads into the data layer under the keys its `useCall`s will ask (same call, body, language
 * and member), all at once and beside its code, and shows what a signed-in member's last visit kept of them.
 */
export function prefetchReads({ cache }: DataClient, reads: readonly RouteRead[]): void {
  const token = appStore.get(tokenAtom);
  const member = memberId();
  const language = currentLanguage();
  const unshown: [string, Fetcher<unknown>][] = [];
  for (const [call, body] of reads) {
    if (needsToken(call) && token === null) continue;
    const key = cacheKey([call, body], language, member);
    const fetcher: Fetcher<unknown> = (signal) => read(call, body as never, signal);
    named.set(key, member);
    cache.prefetch(key, fetcher);
    if (cache.read(key).data === undefined) unshown.push([key, fetcher]);
  }
  if (member !== null && unshown.length > 0) void showKept(cache, unshown);
}

/**
 * Starts the reads the route table names for `pathname`'s first screen (contract/routes.ts): the member layouts
 * call it as a navigation starts (src/app/layouts/route-start.ts), so the screen's reads leave beside its code.
 */
export function prefetchRoute(client: DataClient, pathname: string): void {
  const reads = routeReads[pathname.toLowerCase().replace(/(.)\/+$/, '$1')];
  if (reads) prefetchReads(client, reads);
}
