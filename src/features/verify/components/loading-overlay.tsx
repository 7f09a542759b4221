import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../../../../contract/brand';
import { loadingScreenUpAtom } from '../../../lib/state/app.atoms';
import styles from './loading-overlay.module.css';

export const LOADING_SECONDS = 5;

/** The loading screen itself: a countdown, not a loading percentage (the app measures no loading, so it claims none). */
export default function LoadingOverlay() {
  const { t } = useTranslation();
  const [ticks, setTicks] = useState(0);
  const [done, setDone] = useState(false);
  const up = !done && ticks < LOADING_SECONDS;
  const setUp = useSetAtom(loadingScreenUpAtom);

  useEffect(() => {
    const timer = setInterval(() => setTicks((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    setUp(up);
    return () => setUp(false);
  }, [up, setUp]);

  if (!up) return null;
  const left = LOADING_SECONDS - ticks;
  return (
    <div className={styles.overlay} onClick={() => setDone(true)} data-testid="loading-screen">
      <p className={styles.title}>{BRAND_NAME}</p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('splash.label')}
        aria-valuemin={0}
        aria-valuemax={LOADING_SECONDS}
        aria-valuenow={ticks}
        aria-valuetext={t('splash.progress', { seconds: left })}
      >
        <div className={styles.fill} style={{ animationDuration: `${LOADING_SECONDS}s` }} />
      </div>
      <p className={styles.progress} aria-hidden="true">
        {t('splash.progress', { seconds: left })}
      </p>
      <button type="button" className={styles.skip} onClick={() => setDone(true)}>
        {t('splash.skip')}
      </button>
    </div>
  );
}
