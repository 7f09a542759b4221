import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './pull-to-refresh.module.css';

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';
const THRESHOLD = 60;
const HEAD = 44;

/**
 * Pull down at the top of the page to reload it. Touch events only, no gesture or spring library: antd's
 * PullToRefresh brings react-spring and @use-gesture (26 KB gzip) onto every first page that has it.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation('common');
  const root = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let startY: number | null = null;
    let pulled = 0;
    let busy = false;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onStart = (event: TouchEvent) => {
      startY = !busy && window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const distance = (event.touches[0]?.clientY ?? startY) - startY;
      if (distance <= 0) return;
      event.preventDefault(); // the page, not the browser, handles this pull
      pulled = Math.min(distance / 2, THRESHOLD * 1.5);
      setHeight(pulled);
      setStatus(pulled >= THRESHOLD ? 'canRelease' : 'pulling');
    };
    const onEnd = async () => {
      if (startY === null) return;
      startY = null;
      if (pulled < THRESHOLD) {
        pulled = 0;
        setHeight(0);
        return setStatus('idle');
      }
      busy = true;
      setHeight(HEAD);
      setStatus('refreshing');
      await refresh.current();
      setStatus('complete');
      settle = setTimeout(() => {
        busy = false;
        pulled = 0;
        setHeight(0);
        setStatus('idle');
      }, 500);
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    return () => {
      // the "done" state's timer must not outlive the screen (a test's environment is gone by then)
      clearTimeout(settle);
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
    };
  }, []);

  return (
    <div ref={root}>
      <div className={styles.head} style={{ height }} aria-live="polite">
        {status !== 'idle' && <span className={styles.label}>{t(`pull.${status}`)}</span>}
      </div>
      {children}
    </div>
  );
}
