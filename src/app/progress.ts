import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import type { DataRouter } from 'react-router-dom';

NProgress.configure({ showSpinner: false });

type AppRouter = Pick<DataRouter, 'subscribe' | 'state'>;

/** The top progress bar: starts when a navigation changes the path, finishes when it completes. */
export function trackNavigationProgress(router: AppRouter): () => void {
  return router.subscribe((state) => {
    const next = state.navigation.location;
    if (state.navigation.state !== 'idle' && next && next.pathname !== state.location.pathname) NProgress.start();
    else if (state.navigation.state === 'idle') NProgress.done();
  });
}
