import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLinks } from './auth-links';
import styles from './auth-form.module.css';

/** Heading, the form, and the links under it (to the other forms and to customer service). */
export function AuthScreen({ kind, children }: { kind: 'login' | 'register' | 'reset'; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.screen}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t(`${kind}.title`)}</h1>
        <p className={styles.subtitle}>{t(`${kind}.subtitle`)}</p>
      </div>
      {children}
      <AuthLinks from={kind} />
    </div>
  );
}
