import { pageIsBeingReplaced, reloadOnPreloadError } from './lib/pwa/preload-error';

// The splash in index.html is painted before any app code runs: React, the router, i18n and the first screen
// are fetched only after the browser has produced its first frame, so a slow phone shows the splash at once
// instead of a blank page while the app downloads and evaluates.
function afterFirstPaint(): Promise<void> {
  // A tab opened in the background produces no frames until it is shown; it need not wait for one.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

document.documentElement.dataset.version = import.meta.env.VITE_APP_VERSION;
reloadOnPreloadError();
void afterFirstPaint()
  .then(() => import('./app/boot'))
  .then(
    (boot) => boot.start(),
    (error: unknown) => {
      // the app's code did not arrive because the page is being left or reloaded (lib/pwa/preload-error)
      if (!pageIsBeingReplaced()) throw error;
    },
  );
