import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { pendingUpdateAtom } from '../../lib/pwa/pwa.atoms';

// The offer's markup and styles load only when a new version waits, not with every first load. The waiting
// version's service worker does not control the page yet, so the current one still serves this chunk.
const UpdateOffer = lazy(() => import('./update-offer'));

/** Offers a waiting new version; it applies only when the user says so. */
export function ReloadPrompt() {
  const [update, setUpdate] = useAtom(pendingUpdateAtom);
  if (!update) return null;
  return (
    <Suspense fallback={null}>
      <UpdateOffer apply={update.apply} dismiss={() => setUpdate(null)} />
    </Suspense>
  );
}
