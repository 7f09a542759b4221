import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { initLoadAtom, verifyAtom } from '../../../lib/state/app.atoms';
import styles from './loading-screen.module.css';

export const LOADING_SECONDS = 5;

/**
 * The start-up loading screen of decisions.md: once per 24 h (initLoad expires with the default
 * expiry), only for a verified visitor, a 5 s countdown in one-second ticks, a tap skips it. It is an overlay over a
 * page that renders underneath at the same time, so it never delays that page's first paint.
 */
export default function LoadingScreen() {
  // No suspense: in a language still loading, the page behind must paint rather than wait for this.
  const { t, ready } = useTranslation('verify', { useSuspense: false });
  const due = useAtomValue(initLoadAtom);
  const verified = useAtomValue(verifyAtom);
  const setDue = useSetAtom(initLoadAtom);
  // Decided once, at start-up: passing the puzzle later in this visit does not bring it up.
  const [shown] = useState(() => due && verified);
  const [ticks, setTicks] = useState(0);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!shown) return;
    setDue(false);
    const timer = setInterval(() => setTicks((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [shown, setDue]);

  if (!shown || !ready || done || ticks >= LOADING_SECONDS) return null;
  const left = LOADING_SECONDS - ticks;
  // A countdown, not a loading percentage: the app measures no loading, so it claims none.
  return (
    <div className={styles.overlay} onClick={() => setDone(true)} data-testid="loading-screen">
      <p className={styles.title}>{t('appName', { ns: 'common' })}</p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('splash')}
        aria-valuemin={0}
        aria-valuemax={LOADING_SECONDS}
        aria-valuenow={ticks}
        aria-valuetext={t('splashProgress', { seconds: left })}
      >
        <div className={styles.fill} style={{ animationDuration: `${LOADING_SECONDS}s` }} />
      </div>
      <p className={styles.progress} aria-hidden="true">
        {t('splashProgress', { seconds: left })}
      </p>
      <button type="button" className={styles.skip} onClick={() => setDone(true)}>
        {t('splashSkip')}
      </button>
    </div>
  );
}
