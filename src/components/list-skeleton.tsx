import { useTranslation } from 'react-i18next';
import styles from './list-skeleton.module.css';

/** Grey placeholder rows while a list loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.list} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row}>
          <span className={styles.line} />
          <span className={`${styles.line} ${styles.short}`} />
        </div>
      ))}
    </div>
  );
}
