import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { RECHECK_MS, returnPath, serverState, type ServerState } from '../connectivity';
import { StatusScreen } from '../components/status-screen';
import styles from '../components/status.module.css';

/**
 * What the service worker shows when a navigation cannot reach the server (offline, or 503). It checks the server
 * as it opens, when the browser comes online and every few seconds: up, it goes straight back to `from`; down, it
 * says what the check found (this device offline, the server silent, or the server answering 503).
 */
export default function MaintainPage() {
  const { t } = useTranslation('status');
  const target = returnPath(new URLSearchParams(useLocation().search).get('from'), window.location.origin);
  const [state, setState] = useState<ServerState | null>(null);

  const check = useCallback(async () => {
    const found = await serverState();
    if (found.kind === 'up') window.location.replace(target);
    else setState(found);
  }, [target]);

  useEffect(() => {
    void check();
    const onOnline = () => void check();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, RECHECK_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [check]);

  // until the first check answers, nothing is claimed: the server is usually up, and the page leaves at once
  const kind = state === null || state.kind === 'up' ? 'checking' : state.kind;
  return (
    <StatusScreen
      code={state?.kind === 'unavailable' ? String(state.status) : undefined}
      heading={t(`maintain.${kind}.heading`)}
      what={t(`maintain.${kind}.what`)}
      todo={t(`maintain.${kind}.todo`)}
    >
      <button type="button" className={styles.primary} onClick={() => void check()}>
        {t('maintain.retry')}
      </button>
      <a className={styles.secondary} href="/">
        {t('maintain.home')}
      </a>
      <p className={styles.status} role="status">
        {t('maintain.waiting')}
      </p>
    </StatusScreen>
  );
}
