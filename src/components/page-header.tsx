import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  /** false hides the back button (tab pages) */
  back?: boolean;
  /** replaces "history back, or home when there is no history" */
  onBack?: () => void;
  right?: ReactNode;
}

/** The bar on top of a screen: title and a way back. */
export function PageHeader({ title, back = true, onBack, right }: PageHeaderProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const goBack = () => {
    if (onBack) return onBack();
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  };
  return (
    <header className={styles.header}>
      <div className={styles.side}>
        {back && (
          <button type="button" className={styles.back} onClick={goBack} aria-label={t('back')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}
