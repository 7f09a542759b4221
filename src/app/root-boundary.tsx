import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { ErrorState } from '../components/error-state';

/** A screen that crashed or a chunk that failed to load twice: say so and offer a reload. */
export function RootBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  console.error(error);
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center' }}>
      <ErrorState message={t('screenFailed')} onRetry={() => window.location.reload()} />
    </div>
  );
}
