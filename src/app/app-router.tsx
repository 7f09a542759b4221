import { useEffect, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router-dom';
import { setNavigator } from '../lib/navigation';
import { NavigationPending } from './layouts/screen-main';
import { setNavigationProgress } from './progress';
import { preloadRoute } from './router';

type History = ReturnType<typeof createBrowserHistory>;

/**
 * BrowserRouter, plus: every navigation is a React transition, so the current screen stays up while
 * the next one's code loads, and the progress bar runs exactly while that transition is pending.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<History | null>(null);
  historyRef.current ??= createBrowserHistory({ window, v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();

  useLayoutEffect(
    () =>
      history.listen((update) => {
        preloadRoute(update.location.pathname);
        startTransition(() => setState(update));
      }),
    [history],
  );
  useEffect(() => setNavigator((to) => history.push(to)), [history]);
  useEffect(() => setNavigationProgress(pending), [pending]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <NavigationPending.Provider value={pending}>{children}</NavigationPending.Provider>
    </Router>
  );
}
