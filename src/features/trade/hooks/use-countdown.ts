import { useEffect, useState } from 'react';
import { msUntil } from '../lib/server-clock';

/** Rounded up to whole seconds, so the page re-renders once a second and 0 means "passed". */
function secondsLeftMs(until: string | undefined, offsetMs: number): number {
  return until ? Math.ceil(msUntil(until, offsetMs) / 1000) * 1000 : 0;
}

/** ms left until `until` on the server's clock (whole seconds, rounded up); 0 once it has passed. */
export function useCountdown(until: string | undefined, offsetMs: number): number {
  const [left, setLeft] = useState(() => secondsLeftMs(until, offsetMs));

  useEffect(() => {
    const update = () => setLeft(secondsLeftMs(until, offsetMs));
    update();
    if (!until) return;
    const timer = window.setInterval(update, 200);
    return () => window.clearInterval(timer);
  }, [until, offsetMs]);

  return left;
}
