import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { StatusScreen } from '../components/status-screen';
import styles from '../components/status.module.css';

/** Unknown paths: what happened, what to do, a way back. */
export default function NotFoundPage() {
  const { t } = useTranslation('status');
  const navigate = useNavigate();
  const hasHistory = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <StatusScreen code="404" heading={t('notFound.heading')} what={t('notFound.what')} todo={t('notFound.todo')}>
      <Link className={styles.primary} to="/" replace>
        {t('notFound.home')}
      </Link>
      {hasHistory && (
        <button type="button" className={styles.secondary} onClick={() => void navigate(-1)}>
          {t('notFound.back')}
        </button>
      )}
    </StatusScreen>
  );
}
