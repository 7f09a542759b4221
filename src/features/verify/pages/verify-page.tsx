import { lazy, Suspense, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SHIELD_PATHS, VERIFY_SCREEN_CLASS } from '../../../../contract/verify-screen';
import { wantedPath } from '../../../lib/navigation';
import { verifyAtom, verifyTimeAtom } from '../../../lib/state/app.atoms';
import styles from './verify-page.module.css';

// The puzzle is fetched when the visitor reaches for the button, not with the first screen.
const loadPuzzle = () => import('../components/slider-puzzle');
const SliderPuzzle = lazy(loadPuzzle);
const prefetch = () => void loadPuzzle();

/** Where a pass leads: the path the gate kept, else /home (never back to /verify). */
function afterPass(search: string): string {
  const wanted = wantedPath(search, '/home');
  return wanted.toLowerCase().startsWith('/verify') ? '/home' : wanted;
}

/** The verification screen: the spec's text and a button that opens the slider puzzle (the server paints its copy first). */
export default function VerifyPage() {
  const { t } = useTranslation('verify');
  const [open, setOpen] = useState(false);
  const setVerify = useSetAtom(verifyAtom);
  const setVerifyTime = useSetAtom(verifyTimeAtom);
  const navigate = useNavigate();
  const { search } = useLocation();

  const onSuccess = () => {
    setVerify(true);
    setVerifyTime(new Date().getHours());
    setOpen(false);
    void navigate(afterPass(search), { replace: true });
  };

  return (
    <div className={VERIFY_SCREEN_CLASS.screen}>
      <svg className={VERIFY_SCREEN_CLASS.icon} viewBox="0 0 64 64" aria-hidden="true">
        {SHIELD_PATHS.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
      <p className={VERIFY_SCREEN_CLASS.text}>{t('prompt')}</p>
      <button
        type="button"
        className={VERIFY_SCREEN_CLASS.start}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t('start')}
      </button>
      {open && (
        <Suspense fallback={<div className={styles.backdrop} />}>
          <SliderPuzzle show onClose={() => setOpen(false)} onSuccess={onSuccess} />
        </Suspense>
      )}
    </div>
  );
}
