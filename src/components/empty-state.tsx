import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './state.module.css';

interface EmptyStateProps {
  /** defaults to "nothing here yet" */
  text?: string;
  children?: ReactNode;
}

/** Nothing to show: a quiet illustration, a sentence, optionally an action. */
export function EmptyState({ text, children }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.state} role="status">
      <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
        <rect x="12" y="14" width="40" height="36" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M12 36h12l4 6h8l4-6h12" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <p className={styles.text}>{text ?? t('empty')}</p>
      {children}
    </div>
  );
}
