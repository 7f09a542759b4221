import { useTranslation } from 'react-i18next';
import styles from './state.module.css';

interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
  /** the failed answer's X-Request-Id, for the member to quote to support */
  reference?: string;
}

/** Loading failed: what happened and a retry button. */
export function ErrorState({ message, onRetry, reference }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.state} role="alert">
      <svg className={`${styles.icon} ${styles.error}`} viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="22" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M32 20v16M32 42v3" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.text}>{message ?? t('loadFailed')}</p>
      {/* small print; a request id is a UUID, whose hyphens let it wrap on a narrow screen */}
      {reference && (
        <p className={styles.text}>
          <small>{t('reference', { id: reference })}</small>
        </p>
      )}
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
