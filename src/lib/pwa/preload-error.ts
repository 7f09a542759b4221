const RELOADED_AT = 'preload-error-reloaded-at';
const WINDOW_MS = 60_000;

/**
 * A lazy chunk that fails to load (usually: a new deploy removed it) reloads the page once.
 * A second failure within a minute is left to the route's error screen instead of looping.
 */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < WINDOW_MS) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
