import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/error-state';

export function ScreenFailed() {
  const { t } = useTranslation('errors');
  return (
    <div style={{ display: 'flex', alignItems: 'center', minHeight: '100vh' }}>
      <ErrorState message={t('screenFailed')} onRetry={() => window.location.reload()} />
    </div>
  );
}
