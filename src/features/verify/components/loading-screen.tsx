import { Suspense, useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { initLoadAtom, verifyAtom } from '../../../lib/state/app.atoms';
import LoadingOverlay from './loading-overlay';

/**
 * The start-up loading screen of decisions.md: once per 24 h (initLoad expires with the default
 * expiry), only for a verified visitor, a 5 s countdown in one-second ticks, a tap skips it. It is an
 * overlay over a page that renders underneath at the same time, so it never delays that page's first paint.
 */
export default function LoadingScreen() {
  const due = useAtomValue(initLoadAtom);
  const verified = useAtomValue(verifyAtom);
  const setDue = useSetAtom(initLoadAtom);
  // Decided once, at start-up: passing the puzzle later in this visit does not bring it up.
  const [shown] = useState(() => due && verified);

  useEffect(() => {
    if (shown) setDue(false);
  }, [shown, setDue]);

  // Its own boundary: while its catalog loads, nothing else waits.
  return shown ? (
    <Suspense fallback={null}>
      <LoadingOverlay />
    </Suspense>
  ) : null;
}
