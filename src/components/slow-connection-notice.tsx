import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { slowRequestsAtom } from '../lib/state/app.atoms';
import styles from './slow-connection-notice.module.css';

/** While a call has waited more than SLOW_REQUEST_MS, a line at the top says the connection is slow. */
export function SlowConnectionNotice() {
  const { t } = useTranslation('errors');
  const slow = useAtomValue(slowRequestsAtom) > 0;
  return (
    <div role="status" className={styles.notice} hidden={!slow}>
      {slow && t('slow')}
    </div>
  );
}
