import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { slowRequestsAtom } from '../lib/state/app.atoms';
import styles from './slow-connection-notice.module.css';

/**
 * While a call has waited more than SLOW_REQUEST_MS, a pill above the tab bar says the connection is slow; the data
 * layer's "refreshing" note, in the same place, steps aside meanwhile (global.css): this one says more.
 */
export function SlowConnectionNotice() {
  const { t } = useTranslation('errors');
  const slow = useAtomValue(slowRequestsAtom) > 0;
  return (
    <div role="status" className={styles.notice} hidden={!slow} data-slow-connection>
      {slow && t('slow')}
    </div>
  );
}
