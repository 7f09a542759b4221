import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { wantedPath } from '../../../lib/navigation';
import { RECHECK_MS, serverReachable } from '../connectivity';
import { StatusScreen } from '../components/status-screen';
import styles from '../components/status.module.css';

/**
 * What the service worker shows when a navigation cannot reach the server (offline, or 503).
 * It checks again when the browser comes online and every few seconds, then returns to `from`.
 */
export default function MaintainPage() {
  const { t } = useTranslation('status');
  const from = wantedPath(useLocation().search, '/', 'from');
  const target = from.toLowerCase().startsWith('/maintain') ? '/' : from;

  const tryReturn = useCallback(async () => {
    if (await serverReachable()) window.location.replace(target);
  }, [target]);

  useEffect(() => {
    const onOnline = () => void tryReturn();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, RECHECK_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [tryReturn]);

  return (
    <StatusScreen code="503" heading={t('maintain.heading')} what={t('maintain.what')} todo={t('maintain.todo')}>
      <button type="button" className={styles.primary} onClick={() => void tryReturn()}>
        {t('maintain.retry')}
      </button>
      <a className={styles.secondary} href="/">
        {t('maintain.home')}
      </a>
      <p className={styles.status} role="status">
        {t('maintain.checking')}
      </p>
    </StatusScreen>
  );
}
