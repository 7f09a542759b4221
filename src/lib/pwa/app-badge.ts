import { useEffect } from 'react';

/**
 * The member has seen their decisions (a recharge or withdrawal screen): the app icon's count of decisions the
 * service worker showed (src/sw/sw.ts) goes back to none.
 */
export function useDecisionsSeen(): void {
  useEffect(() => {
    navigator.serviceWorker?.controller?.postMessage({ type: 'BADGE_SEEN' });
    void (navigator as { clearAppBadge?(): Promise<void> }).clearAppBadge?.().catch(() => {});
  }, []);
}
