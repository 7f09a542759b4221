import type { ApiFailure, ApiResult } from '../api-client';
import { ClientCode } from '../client-code';

/** Reads one answer; `request` never throws, so neither does a fetcher. */
export type Fetcher<T> = (signal: AbortSignal) => Promise<ApiResult<T>>;

export interface QueryState<T> {
  /** loading: nothing to show yet; error: nothing to show and the last try failed; ready: data is shown */
  status: 'loading' | 'error' | 'ready';
  /** the last data that arrived: kept through failed refreshes, offline and hidden pages */
  data: T | undefined;
  /** local time (ms) the data arrived */
  updatedAt: number | undefined;
  /**
   * local time (ms) the data was asked for: the server's state is at least this recent (an event's: when it came;
   * a kept answer's: when it arrived). The balance shown never goes back to an answer asked earlier (lib/state/balance).
   */
  askedAt?: number;
  /** the last failure, after its retries; cleared by the next success */
  error: ApiFailure | undefined;
  fetching: boolean;
}

/** Waits between the tries of a read that met a network error, a time-out or a 5xx. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
/** How long a screen's data stays cached after its last screen left (shown at once when it comes back). */
export const CACHE_MS = 5 * 60_000;

/** Worth asking again: the answer was lost or the server failed, not refused. */
export function isRetriable(failure: ApiFailure): boolean {
  return (
    failure.code === ClientCode.network ||
    failure.code === ClientCode.timeout ||
    (failure.code >= 500 && failure.code < 600)
  );
}

interface Entry<T> {
  key: string;
  state: QueryState<T>;
  fetcher: Fetcher<T>;
  listeners: Set<() => void>;
  /** the fetch under way: every caller of the same key shares it */
  run?: { controller: AbortController; done: Promise<void> };
  /** the follow-up call under way (a list's next page) */
  more?: AbortController;
  /** a fetch was asked while paused (offline or hidden): it runs on resume */
  missed: boolean;
  evict?: ReturnType<typeof setTimeout>;
  /**
   * when the answer of a fetch ahead of its screens (prefetch) arrived, if no fetch has started since: the screens
   * that open the key while it is fresh ask nothing (home has two that show the config)
   */
  prefetchedAt?: number;
}

/** How long a read fetched ahead of its screens counts as fresh for the screens that open it. */
export const PREFETCH_FRESH_MS = 10_000;

const LOADING: QueryState<never> = {
  status: 'loading',
  data: undefined,
  updatedAt: undefined,
  error: undefined,
  fetching: false,
};

const isActive = () => navigator.onLine && document.visibilityState !== 'hidden';

/**
 * The one cache behind every read: identical reads in flight are asked once, a read no screen shows any
 * more is aborted, reads pause while the device is offline or the page hidden and run again on reconnect
 * and focus, and reads that failed for the network's or the server's sake are retried with backoff.
 * Keys hold everything an answer depends on (call, filters, language), so a late reply only ever lands in
 * its own entry, never on the screen of another filter or language.
 */
export function createQueryCache() {
  const entries = new Map<string, Entry<unknown>>();
  const resumeWaiters = new Set<() => void>();
  /** told when the set of shown keys changes (the event stream follows what is on screen) */
  const shownWatchers = new Set<() => void>();
  const shownChanged = () => shownWatchers.forEach((watch) => watch());
  /** The entries of a call (a key's first element), with their key parsed. */
  const entriesOf = (callName: string) =>
    [...entries].filter(([key]) => key.startsWith(`[${JSON.stringify(callName)},`));

  /** told of every change of every entry (lib/query/kept-reads keeps the last data) */
  const updateWatchers = new Set<(key: string, state: QueryState<unknown>) => void>();
  const notify = (entry: Entry<unknown>) => {
    entry.listeners.forEach((listener) => listener());
    updateWatchers.forEach((watch) => watch(entry.key, entry.state));
  };
  const evictLater = (entry: Entry<unknown>) => {
    clearTimeout(entry.evict);
    // only this entry: after a clear the key may hold a new one (the same member signed in again)
    entry.evict = setTimeout(() => entries.get(entry.key) === entry && entries.delete(entry.key), CACHE_MS);
  };
  /** The key's entry, created unshown (evicted after a while unless a screen shows it) when there is none. */
  function entryOf<T>(key: string, fetcher: Fetcher<T>): Entry<T> {
    let entry = entries.get(key) as Entry<T> | undefined;
    if (!entry) {
      entry = { key, state: LOADING, fetcher, listeners: new Set(), missed: false };
      entries.set(key, entry as Entry<unknown>);
      evictLater(entry as Entry<unknown>);
    }
    return entry;
  }

  function update<T>(entry: Entry<T>, change: Partial<QueryState<T>>) {
    const next = { ...entry.state, ...change };
    const status = next.data !== undefined ? 'ready' : next.fetching || !next.error ? 'loading' : 'error';
    entry.state = { ...next, status };
    notify(entry as Entry<unknown>);
  }

  function resume() {
    if (!isActive()) return;
    resumeWaiters.forEach((wake) => wake());
    resumeWaiters.clear();
    for (const [key, entry] of entries) {
      if (entry.listeners.size > 0) void fetch(key);
    }
  }
  window.addEventListener('online', resume);
  window.addEventListener('focus', resume);
  document.addEventListener('visibilitychange', resume);

  /** Resolves when the device is online and the page visible (at once when it is), or on abort. */
  function whenActive(signal: AbortSignal): Promise<void> {
    if (isActive() || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      resumeWaiters.add(resolve);
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
  }

  function pause(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }

  async function withRetries<T>(fetcher: Fetcher<T>, signal: AbortSignal): Promise<ApiResult<T>> {
    for (const delay of RETRY_DELAYS_MS) {
      const result = await fetcher(signal);
      if (result.ok || signal.aborted || !isRetriable(result)) return result;
      await pause(delay, signal);
      await whenActive(signal);
      if (signal.aborted) return result;
    }
    return fetcher(signal);
  }

  /** The answer a fetch ahead of the screens brought is fresh, and no fetch has started since. */
  const fetchedAhead = (entry: Entry<unknown>) =>
    entry.prefetchedAt !== undefined && Date.now() - entry.prefetchedAt < PREFETCH_FRESH_MS;

  /** Fetches the key now (or on resume when paused); joins the fetch already under way. */
  function fetch(key: string, ahead = false): Promise<void> {
    const entry = entries.get(key);
    if (!entry) return Promise.resolve();
    if (entry.run) return entry.run.done;
    if (!isActive()) {
      entry.missed = true;
      return Promise.resolve();
    }
    entry.missed = false;
    entry.prefetchedAt = undefined;
    entry.more?.abort();
    const controller = new AbortController();
    update(entry, { fetching: true });
    let askedAt = 0;
    const ask: Fetcher<unknown> = (signal) => {
      askedAt = Date.now();
      return entry.fetcher(signal);
    };
    const done = withRetries(ask, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      entry.run = undefined;
      if (ahead && result.ok) entry.prefetchedAt = Date.now();
      if (result.ok)
        update(entry, { data: result.data, updatedAt: Date.now(), askedAt, error: undefined, fetching: false });
      else update(entry, { error: result, fetching: false });
    });
    entry.run = { controller, done };
    return done;
  }

  function cancel(entry: Entry<unknown>) {
    entry.more?.abort();
    entry.run?.controller.abort();
    entry.run = undefined;
    entry.state = { ...entry.state, fetching: false };
  }

  return {
    /** What the key shows now (a fresh key: loading). */
    read<T>(key: string): QueryState<T> {
      return (entries.get(key)?.state as QueryState<T> | undefined) ?? LOADING;
    },

    /**
     * A screen shows the key: `fetcher` answers it from now on, `onChange` hears every change. The returned
     * function ends it; when no screen is left the fetch under way is aborted and the entry kept for a while.
     */
    subscribe<T>(key: string, fetcher: Fetcher<T>, onChange: () => void): () => void {
      let entry = entries.get(key) as Entry<T> | undefined;
      if (!entry) {
        entry = { key, state: LOADING, fetcher, listeners: new Set(), missed: false };
        entries.set(key, entry as Entry<unknown>);
      }
      const current = entry;
      current.fetcher = fetcher;
      clearTimeout(current.evict);
      current.listeners.add(onChange);
      if (current.listeners.size === 1) shownChanged();
      return () => {
        current.listeners.delete(onChange);
        if (current.listeners.size > 0) return;
        shownChanged();
        cancel(current as Entry<unknown>);
        evictLater(current as Entry<unknown>);
      };
    },

    fetch: (key: string) => fetch(key),

    /** A screen opens the key: fetches it, unless its answer was fetched ahead of the screen and is fresh. */
    open(key: string): Promise<void> {
      const entry = entries.get(key);
      return entry && fetchedAhead(entry) ? Promise.resolve() : fetch(key);
    },

    /**
     * Starts the key's read before any screen shows it (lib/query/prefetch: with the navigation, beside the
     * screen's code), or joins the one under way. The screen that subscribes next finds it in flight or done.
     */
    prefetch<T>(key: string, fetcher: Fetcher<T>): void {
      const entry = entryOf(key, fetcher);
      if (entry.run || entry.listeners.size > 0 || fetchedAhead(entry)) return;
      entry.fetcher = fetcher;
      void fetch(key, true);
    },

    /** Shows `data` (kept from an earlier visit, arrived at `updatedAt`) for a key that has none yet. */
    seed<T>(key: string, fetcher: Fetcher<T>, data: T, updatedAt: number): void {
      const entry = entryOf(key, fetcher);
      if (entry.state.data === undefined) update(entry, { data, updatedAt, askedAt: updatedAt });
    },

    /** `watch` hears every change of every entry; returns how to stop. */
    watchUpdates(watch: (key: string, state: QueryState<unknown>) => void): () => void {
      updateWatchers.add(watch);
      return () => void updateWatchers.delete(watch);
    },

    /** Changes the key's data with a follow-up call (the next page of a list); false when it failed. */
    async extend<T>(key: string, more: (data: T, signal: AbortSignal) => Promise<ApiResult<T>>): Promise<boolean> {
      const entry = entries.get(key) as Entry<T> | undefined;
      if (!entry || entry.state.data === undefined) return false;
      entry.more?.abort();
      const controller = new AbortController();
      entry.more = controller;
      const before = entry.state.data;
      const result = await withRetries((signal) => more(before, signal), controller.signal);
      if (entry.more === controller) entry.more = undefined;
      // a refresh took its place meanwhile, or no screen shows the list: the page belongs to nothing shown
      if (controller.signal.aborted || entry.state.data !== before) return true;
      if (!result.ok) return false;
      update(entry, { data: result.data, updatedAt: Date.now() });
      return true;
    },

    /**
     * True while the event stream is up (lib/live): it tells what changed, so nothing polls. Off (cut,
     * buffered by a proxy, not signed in), reads poll at their interval again.
     */
    live: false,

    /** The keys some screen shows. */
    shown: () => [...entries].filter(([, entry]) => entry.listeners.size > 0).map(([key]) => key),
    /** `watch` hears every change of `shown()`; returns how to stop. */
    watchShown(watch: () => void): () => void {
      shownWatchers.add(watch);
      return () => void shownWatchers.delete(watch);
    },

    /**
     * The named calls' data changed on the server: shown reads fetch again, the others are forgotten. A read
     * under way may have been answered before the change: it is dropped for a new one, never shown late.
     * Resolves when the shown ones are in.
     */
    async invalidate(...callNames: string[]): Promise<void> {
      const fetches = [];
      for (const [key, entry] of callNames.flatMap(entriesOf)) {
        entry.run?.controller.abort();
        entry.run = undefined;
        if (entry.listeners.size > 0) fetches.push(fetch(key));
        else entries.delete(key);
      }
      await Promise.all(fetches);
    },

    /**
     * Changes the data a call's entries hold in place (an event carried the new values); `change` may return it
     * unchanged. `whole`: the event carries the whole answer (also for a read not answered yet), so a read under
     * way, asked before the event, is dropped.
     */
    patch<T>(callName: string, change: (data: T, key: unknown[]) => T, whole = false) {
      for (const [key, entry] of entriesOf(callName)) {
        const data = entry.state.data as T | undefined;
        if (data === undefined && !whole) continue;
        const next = change(data as T, JSON.parse(key) as unknown[]);
        if (next === data) continue;
        if (whole) cancel(entry);
        update(entry, { data: next, updatedAt: Date.now(), askedAt: Date.now() });
      }
    },

    /** Forgets everything, and aborts what is under way (tests; the session changing). */
    clear() {
      for (const entry of entries.values()) {
        cancel(entry);
        clearTimeout(entry.evict);
      }
      entries.clear();
    },
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
