import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view';
import { useRoom } from '../hooks/use-room';
import styles from './trade-count-block.module.css';

/** The real number of orders in a room's current period (refreshed with the room). */
export function TradeCountBlock({ roomId }: { roomId: number }) {
  const { t } = useTranslation('trade');
  const room = useRoom(roomId);
  return (
    <QueryView query={room} rows={1}>
      {(view) => (
        <section className={styles.block} aria-label={t('period.tradeCount')}>
          <span className={styles.label}>
            {view.room.name} · {t('orders.issue', { issue: view.period.issueNo })}
          </span>
          <strong className={styles.count} data-testid="trade-count">
            {t('period.trades', { count: view.tradeCount })}
          </strong>
          <span className={styles.label}>{t('period.tradeCountNote')}</span>
        </section>
      )}
    </QueryView>
  );
}
