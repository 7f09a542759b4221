import { useTranslation } from 'react-i18next';
import { useConfig } from '../lib/query/use-call';
import { useOnline } from '../lib/hooks/use-online';
import { formatClock } from '../lib/format/time';
import styles from './quote-status.module.css';

/** Says where the quotes come from (simulation) and how fresh they are (offline: last update time). */
export function QuoteStatus({ updatedAt }: { updatedAt: number | undefined }) {
  const online = useOnline();
  const { t } = useTranslation('market');
  const config = useConfig();
  const simulated = config?.quotes_simulated ?? false;
  const time = updatedAt === undefined ? null : formatClock(updatedAt);
  return (
    <div className={styles.bar}>
      {simulated && <span className={styles.simulated}>{t('simulated')}</span>}
      {!online && (
        <span className={styles.offline} role="status">
          {time ? t('offlineSince', { time }) : t('offline')}
        </span>
      )}
      {online && time && <span className={styles.time}>{t('updatedAt', { time })}</span>}
    </div>
  );
}
