import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { configAtom } from '../lib/state/app.atoms';
import { loadConfig } from '../lib/config';
import { formatClock } from '../lib/format/clock';
import styles from './quote-status.module.css';

interface Props {
  online: boolean;
  updatedAt: number | undefined;
}

/** Says where the quotes come from (simulation) and how fresh they are (offline: last update time). */
export function QuoteStatus({ online, updatedAt }: Props) {
  const { t, i18n } = useTranslation('market');
  const config = useAtomValue(configAtom);
  const simulated = config?.quotes_simulated ?? false;
  useEffect(() => {
    // The simulation notice must not depend on another screen having loaded the config first.
    if (!config) void loadConfig();
  }, [config]);
  const time = updatedAt === undefined ? null : formatClock(updatedAt, i18n.language);
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
