import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { installWayAtom, promptInstall } from '../../lib/pwa/install';

// Only a visitor on iOS Safari who asks downloads the guide.
const InstallGuide = lazy(() => import('./install-guide'));

/**
 * "Add to home screen" for a control to offer: `way` is null where it cannot (installed already, or the
 * browser has no way); `install` shows the browser's dialog, or on iOS Safari the guide (`guide`, to render).
 */
export function useInstall() {
  const way = useAtomValue(installWayAtom);
  const [guideOpen, setGuideOpen] = useState(false);
  const install = () => (way === 'prompt' ? void promptInstall() : setGuideOpen(true));
  const guide = guideOpen && (
    <Suspense fallback={null}>
      <InstallGuide onClose={() => setGuideOpen(false)} />
    </Suspense>
  );
  return { way, install, guide };
}
