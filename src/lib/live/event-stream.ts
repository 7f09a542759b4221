import type { QueryCache } from '../query/query-cache';

/** The server's heartbeat comes every 15 s: nothing for this long and the stream counts as cut or buffered. */
export const SILENCE_MS = 35_000;
/** A stream that lasted this long was up: the next one connects at once, not after a backoff. */
const LASTED_MS = 10_000;
/** Waits before the next connection after a failed one: 1 s doubling to a minute, with jitter. */
const backoff = (attempt: number) => Math.min(60_000, 1000 * 2 ** attempt) * (0.5 + Math.random() / 2);
/** Ids an app remembers: a replay's look-back sends some it had. */
const SEEN_MAX = 256;

/** Which stream an app holds, and what its events change: the member app's (member-stream) or the console's. */
export interface StreamSource {
  cache: QueryCache;
  /** the stream's URL, with what it follows of what the cache shows: when that changes, a new stream opens */
  url(): string;
  headers(token: string): Record<string, string>;
  /**
   * `lookBack`: replayed ahead of `ready` with an id at or below the one the stream opened after: the replay's 30 s
   * look-back, which after a reload holds events from before what the app read since
   */
  apply(name: string, data: Record<string, unknown>, id: number, lookBack: boolean): void;
  /** the session ended (the stream's `signedOut`, or an 8888 answer to it): forget it, as any 8888 answer does */
  signedOut(): void;
}

/** The app's one stream (an app holds one at a time). */
let source: StreamSource;
/** The last event id seen, and whose: a new stream of the same session asks the server for what it missed. */
let cursor = '';
let cursorToken = '';
const seen = new Set<string>();
/** The stream open now has not sent `ready` yet (what comes is its replay), and the id it opened after. */
let replaying = true;
let openedAfter = 0;

/** One SSE frame ("id:", "event:", "data:" lines; a heartbeat is a comment and names no event): its event's name. */
function receive(frame: string) {
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(frame)?.[1];
  const id = field('id');
  const event = field('event');
  // `ready` carries the cursor, often one seen before (nothing happened since the last stream): never skipped
  if (event === 'ready') {
    source.cache.live = true;
    replaying = false;
  }
  if (!event || (id && seen.has(id))) return;
  if (id) {
    seen.add(id);
    if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value!);
    if (Number(id) > Number(cursor)) cursor = id;
  }
  if (event === 'reset') source.cache.shown().forEach((key) => void source.cache.fetch(key));
  else if (event !== 'ready') {
    const data = JSON.parse(field('data') ?? '{}') as Record<string, unknown>;
    source.apply(event, data, Number(id ?? 0), replaying && Number(id ?? 0) <= openedAfter);
  }
  return event;
}

/**
 * Holds the app's stream open (over fetch: the token goes in its header) until stopped. While it is up the
 * data layer polls nothing (`cache.live`) and an event updates or invalidates what it names. Cut,
 * refused, or silent past SILENCE_MS (a proxy buffering it), the app polls again and reconnects with
 * backoff, with Last-Event-ID: the server replays what it missed, or says reset (everything is read again).
 * It ends for good when the session ends (`signedOut`, or 8888: the source forgets the session) or the server
 * says `superseded` (the member opened too many streams elsewhere: this app polls until it starts one again).
 */
export function startEventStream(token: string, from: StreamSource): () => void {
  source = from;
  if (token !== cursorToken) [cursor, cursorToken] = ['', token];
  let stopped = false;
  let follows = '';
  let controller = new AbortController();
  let attempt = 0;
  // other markets or rooms on screen: a new stream for them, at once (the cursor replays the gap)
  const stopWatching = from.cache.watchShown(() => {
    if (from.url() === follows) return;
    attempt = -1;
    controller.abort();
  });

  void (async () => {
    while (!stopped) {
      const startedAt = Date.now();
      controller = new AbortController();
      const abort = controller.abort.bind(controller);
      let silence = setTimeout(abort, SILENCE_MS);
      follows = from.url();
      [replaying, openedAfter] = [true, Number(cursor)];
      try {
        const response = await fetch(follows, {
          headers: { ...from.headers(token), ...(cursor && { 'Last-Event-ID': cursor }) },
          signal: controller.signal,
        });
        if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
          const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
          for (let text = '', read; !(read = await reader.read()).done;) {
            clearTimeout(silence);
            silence = setTimeout(abort, SILENCE_MS);
            const frames = (text + read.value).split('\n\n');
            text = frames.pop()!;
            frames.forEach((frame) => ends(receive(frame)));
          }
          // any other answer is an envelope: 8888 says the session ended
        } else if (((await response.json()) as { code: number }).code === 8888) ends('signedOut');
      } catch {
        // cut, silent, or ended on purpose: below decides when to try again
      }
      clearTimeout(silence);
      from.cache.live = false;
      attempt = attempt < 0 || Date.now() - startedAt >= LASTED_MS ? 0 : attempt + 1;
      if (attempt && !stopped) await new Promise((resolve) => setTimeout(resolve, backoff(attempt - 1)));
    }
  })();

  /** After `signedOut` (the session ended: the source forgets it) or `superseded`, this app holds no stream. */
  function ends(event?: string) {
    if (event === 'signedOut') from.signedOut();
    if (event === 'signedOut' || event === 'superseded') stop();
  }
  function stop() {
    stopped = true;
    stopWatching();
    controller.abort();
  }
  return stop;
}
