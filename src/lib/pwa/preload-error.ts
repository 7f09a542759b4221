const RELOADED_AT = 'preload-error-reloaded-at';
const WINDOW_MS = 60_000;

let replacing = false;

/** Whether this page is on its way out: the member left it, or a reload for a missing chunk is under way. */
export function pageIsBeingReplaced(): boolean {
  return replacing;
}

/**
 * A lazy chunk that fails to load (usually: a new deploy removed it) reloads the page once.
 * A second failure within a minute is left to the route's error screen instead of looping.
 *
 * The failure is never cancelled (`preventDefault`): Vite's loader would then resolve the import to
 * `undefined`, and its caller would throw on that instead. A page that is being left fails the downloads it
 * still had under way (Firefox cancels them as the next navigation starts): those are not missing chunks,
 * and a reload then would cut across the navigation the member made.
 */
export function reloadOnPreloadError(): void {
  const leaving = () => (replacing = true);
  window.addEventListener('beforeunload', leaving);
  window.addEventListener('pagehide', leaving);
  // back from the back/forward cache: the page is in use again
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) replacing = false;
  });
  window.addEventListener('vite:preloadError', () => {
    if (replacing) return;
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < WINDOW_MS) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    replacing = true;
    window.location.reload();
  });
}
