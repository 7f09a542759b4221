import { lazy, Suspense } from 'react';
import type { PushKind } from '../../../contract/push';

// the push code and the settings catalog load with the screen that offers it, never with the first screen
const NotifyWhenDecided = lazy(() => import('./notify-when-decided'));

/** "Tell me when it is decided" (notify-when-decided.tsx), loaded when shown. */
export function TellMeWhenDecided({ kind }: { kind: PushKind }) {
  return (
    <Suspense fallback={null}>
      <NotifyWhenDecided kind={kind} />
    </Suspense>
  );
}
